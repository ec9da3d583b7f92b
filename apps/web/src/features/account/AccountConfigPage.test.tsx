import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, THEME_OK, fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function server() {
  return fakeServer({
    '/org/StyleAction!loadStyle.action': THEME_OK,
    '/lfscada/user/info': () => ({
      code: 200,
      data: { ...ADMIN, prompType: ['sound', 'title', 'alter'] },
    }),
    '/lfscada/msg/queryUnReadMsgCount': () => ({ code: 200, data: { count: 0 } }),
    '/lfscada/userConfig/query': () => ({ code: 200, data: {} }),
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
    const beeps: number[] = [];
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        currentTime = 0;
        destination = {};
        close = () => Promise.resolve();
        createGain = () => ({ gain: param, connect: (next: unknown) => next });
        createOscillator = () => ({
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: (at: number) => beeps.push(at),
          stop: vi.fn(),
        });
      },
    );
    server();
    renderApp('/account/config');
    fireEvent.click(await screen.findByRole('button', { name: /试听/ }));
    expect(beeps).toHaveLength(2);
  }, 60_000);
});
