import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeAudio } from '../../test/fakeAudio';
import { ADMIN, fakeServer, signedInShell } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function server() {
  return fakeServer({
    ...signedInShell({ ...ADMIN, prompType: ['sound', 'title', 'alter'] }),
    '/lfscada/user/prompType/save': (body) => ({
      code: 200,
      data: JSON.parse(body.get('prompType') ?? '[]') as unknown,
    }),
  });
}

describe('account settings', () => {
  it("shows the user's notification choices and saves the changed ones", async () => {
    const fake = server();
    renderApp('/account/config');
    const popUp = await screen.findByRole('checkbox', { name: /弹窗提醒/ });
    expect((popUp as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /报警声音/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(popUp);
    expect((popUp as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(fake.callsTo('/lfscada/user/prompType/save')).toHaveLength(1));
    const sent = fake.callsTo('/lfscada/user/prompType/save')[0]?.body.get('prompType');
    expect(JSON.parse(sent ?? 'null')).toEqual(['sound', 'title']);
    expect(await screen.findByText('提醒方式已保存')).toBeTruthy();
  }, 60_000);

  it('plays the alarm tone to try it', async () => {
    const beeps = fakeAudio();
    server();
    renderApp('/account/config');
    fireEvent.click(await screen.findByRole('button', { name: /试听/ }));
    expect(beeps).toHaveLength(2);
  }, 60_000);
});
