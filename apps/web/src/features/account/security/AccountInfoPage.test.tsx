import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ADMIN, fakeServer, signedInShell } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

vi.mock('../../../api/liveSocket', () => ({
  LiveSocket: class {
    start() {}
    stop() {}
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe('account info: the display name (SPEC §5: at most 6 characters)', () => {
  it('keeps a too-long name as typed, counts it and refuses to save it with the reason', async () => {
    const server = fakeServer({
      ...signedInShell(ADMIN),
      '/lfscada/user/security/capabilities': () => ({
        code: 200,
        data: { sms: false, email: false, demoMail: true },
      }),
      '/lfscada/user/profile/query': () => ({
        code: 200,
        data: {
          loginname: 'admin',
          username: '管理员',
          orgName: '示例水厂',
          roleType: 'admin',
          avatar: '',
          canEdit: true,
        },
      }),
    });
    renderApp('/account/info/nosms');
    const name = await screen.findByTestId('profile-username');
    expect(screen.getByText('3 / 6')).toBeTruthy();
    fireEvent.change(name, { target: { value: '值班长王建国同志' } });
    expect((name as HTMLInputElement).value).toBe('值班长王建国同志');
    expect(screen.getByText('8 / 6')).toBeTruthy();
    expect(screen.getByTestId('profile-username-error').textContent).toBe(
      '最多 6 个字符，现有 8 个',
    );
    expect(screen.getByTestId('profile-save').hasAttribute('disabled')).toBe(true);
    expect(server.callsTo('/lfscada/user/info/save')).toHaveLength(0);
  });
});
