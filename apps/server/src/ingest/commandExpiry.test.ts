import { describe, expect, it } from 'vitest';
import { settleIfExpired, type CommandState } from './commandExpiry';

const pending = (expiresAt: number): CommandState => ({
  status: 'pending',
  code: null,
  message: '',
  expiresAt: new Date(expiresAt),
});

describe('settleIfExpired', () => {
  it('leaves a pending command inside its wait alone', () => {
    expect(settleIfExpired(pending(2000), new Date(1999)).status).toBe('pending');
  });
  it('fails a pending command at its expiry with 1301 通讯超时', () => {
    const settled = settleIfExpired(pending(2000), new Date(2000));
    expect(settled).toMatchObject({ status: 'failure', code: 1301, message: '通讯超时' });
  });
  it('never changes a command the device answered', () => {
    const done: CommandState = {
      status: 'success',
      code: 200,
      message: '成功',
      expiresAt: new Date(0),
    };
    expect(settleIfExpired(done, new Date(5000))).toBe(done);
  });
});
