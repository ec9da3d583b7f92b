import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH, deviceErrorText, type SignalView } from '@lf/protocol';
import '../../../i18n/i18n';
import { useSession } from '../../../state/session';
import { fakeServer, NORMAL_USER } from '../../../test/fakeServer';
import { SETPOINT } from '../../../test/signalFixtures';
import { WriteDialog } from './WriteDialog';

const UUID = '3f0c8a52-7d3e-4c41-9a7a-2b1f4a6e9c10';
// Marked to be confirmed before it is written (the shared fixture is not).
const setpoint: SignalView = { ...SETPOINT, confirmWrite: true };

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

function open(signal: SignalView = setpoint) {
  useSession.getState().setUser({ ...NORMAL_USER, auths: [AUTH.monitorWrite] });
  const onClose = vi.fn();
  render(
    <App>
      <WriteDialog signal={signal} onClose={onClose} />
    </App>,
  );
  return onClose;
}

/** The device's answer: 4.5 written. */
const WRITTEN = {
  code: 200,
  data: {
    status: 'success',
    code: 200,
    message: '',
    data: { signalId: '9', value: 4.5, ts: 2 },
  },
};

const accepting = {
  '/lfscada/monitor/multi/signal/writeVal': () => ({ code: 200, data: { uuid: UUID } }),
  '/lfscada/equipment/multi/callback': () => WRITTEN,
};

const press = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('WriteDialog', () => {
  it('says the write was cancelled when the confirmation is declined, and sends nothing', async () => {
    const server = fakeServer({});
    open();
    fireEvent.change(screen.getByLabelText('写入值'), { target: { value: '4.5' } });
    press(/^写\s*入$/);
    expect(screen.getByText('将“2#罐液位设定”写为 4.5？')).toBeTruthy();
    // The confirmation's own cancel: the last one, above the write dialog's.
    const cancels = screen.getAllByRole('button', { name: /^取\s*消$/ });
    fireEvent.click(cancels[cancels.length - 1] as HTMLElement);
    expect((await screen.findByTestId('write-cancelled')).textContent).toBe('已取消写入');
    expect(server.calls).toHaveLength(0);
    press(/^写\s*入$/);
    await waitFor(() => expect(screen.queryByTestId('write-cancelled')).toBeNull());
  });

  it('a signal that does not ask writes at once, with no question', async () => {
    const server = fakeServer(accepting);
    open(SETPOINT);
    fireEvent.change(screen.getByLabelText('写入值'), { target: { value: '4.5' } });
    press(/^写\s*入$/);
    await screen.findByText('写入成功：4.5', {}, { timeout: 4000 });
    expect(screen.queryByText('确认写入')).toBeNull();
    expect(server.callsTo('/lfscada/monitor/multi/signal/writeVal')).toHaveLength(1);
  });

  it('refuses an out-of-range or empty value without sending anything', () => {
    const server = fakeServer({});
    open();
    expect(screen.getByText('允许范围：0.5 ~ 4.5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('写入值'), { target: { value: '9' } });
    press(/^写\s*入$/);
    expect(screen.getByText('不能大于 4.5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('写入值'), { target: { value: ' ' } });
    press(/^写\s*入$/);
    expect(screen.getByText('请输入写入值')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('asks for confirmation, sends the command, waits for the device and shows the value written', async () => {
    let rounds = 0;
    const server = fakeServer({
      '/lfscada/monitor/multi/signal/writeVal': () => ({ code: 200, data: { uuid: UUID } }),
      '/lfscada/equipment/multi/callback': () => {
        rounds += 1;
        return rounds < 2
          ? { code: 200, data: { status: 'pending', code: null, message: '', data: null } }
          : WRITTEN;
      },
    });
    open();
    fireEvent.change(screen.getByLabelText('写入值'), { target: { value: '4.5' } });
    press(/^写\s*入$/);
    expect(screen.getByText('将“2#罐液位设定”写为 4.5？')).toBeTruthy();
    press(/^确\s*定$/);
    await screen.findByTestId('write-progress');
    await screen.findByText('写入成功：4.5', {}, { timeout: 4000 });
    const [sent] = server.callsTo('/lfscada/monitor/multi/signal/writeVal');
    expect(sent?.body.get('signalId')).toBe('9');
    expect(sent?.body.get('value')).toBe('4.5');
    expect(server.callsTo('/lfscada/equipment/multi/callback')).toHaveLength(2);
  });

  it('shows the catalogue text of a device failure code', async () => {
    fakeServer({
      '/lfscada/monitor/multi/signal/writeVal': () => ({ code: 200, data: { uuid: UUID } }),
      '/lfscada/equipment/multi/callback': () => ({
        code: 200,
        data: { status: 'failure', code: 1715, message: '', data: null },
      }),
    });
    open();
    fireEvent.change(screen.getByLabelText('写入值'), { target: { value: '1' } });
    press(/^写\s*入$/);
    press(/^确\s*定$/);
    await waitFor(
      () => expect(screen.getByText(`写入失败：${deviceErrorText(1715, 'zh-CN')}`)).toBeTruthy(),
      { timeout: 4000 },
    );
  });
});
