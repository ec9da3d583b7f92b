import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH, type ShareReceived } from '@lf/protocol';
import '../../../i18n/i18n';
import { useSession } from '../../../state/session';
import { SETPOINT } from '../../../test/signalFixtures';
import { NORMAL_USER } from '../../../test/fakeServer';
import { SignalTable } from './SignalTable';
import type { EquipmentLive } from './useEquipmentLive';

const live = {
  signals: [SETPOINT],
  signalsError: false,
  values: new Map(),
  version: 0,
  shareEnded: false,
  refetchSignals: () => undefined,
} as unknown as EquipmentLive;

const viewOnly: ShareReceived = {
  authority: 'view',
  withHistory: false,
  withAlarms: false,
  sharedBy: 'demo',
  expiresAt: null,
};

afterEach(() => useSession.getState().clear());

function writeButton(grant: ShareReceived | null | undefined): HTMLButtonElement {
  useSession.getState().setUser({ ...NORMAL_USER, auths: [AUTH.monitorWrite] });
  render(<SignalTable live={live} mode="values" grant={grant} />);
  return screen.getByRole('button', { name: '写入 2#罐液位设定' });
}

describe('the signal table’s write button', () => {
  it('writes the organisation’s own equipment', () => {
    expect(writeButton(null).disabled).toBe(false);
  });

  it('offers no write while it is not yet known whether the equipment is shared', () => {
    const button = writeButton(undefined);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('title')).toBeNull();
  });

  it('says why when the equipment is shared for viewing only', () => {
    const button = writeButton(viewOnly);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('title')).toBe('分享权限为仅查看，不能写入');
  });

  it('writes equipment shared with the right to write', () => {
    expect(writeButton({ ...viewOnly, authority: 'write' }).disabled).toBe(false);
  });
});
