import { COMMAND_CODES } from '@lf/protocol';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import type { SignalWithEquipment } from '../access/equipment';
import type { LivePlane } from '../ingest/livePlane';

/** The value to send for a signal: a switch takes true/false (or 1/0), others a number. */
export function parseWriteValue(dataType: string, text: string): number | boolean {
  if (dataType === 'bool') {
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    throw new ApiError(
      COMMAND_CODES.outOfLimit,
      'writeValueInvalid',
      { reason: 'true/false, 1/0' },
      { field: 'value' },
    );
  }
  const value = Number(text);
  if (!Number.isFinite(value)) {
    throw new ApiError(
      COMMAND_CODES.outOfLimit,
      'writeValueInvalid',
      { reason: text },
      { field: 'value' },
    );
  }
  return value;
}

/**
 * Checks a write (its call's action, equipment.write, has checked the code) before anything is sent — read-only, range, device online — and
 * refuses with the SPEC §8 texts; then records the command and sends it. Answers the uuid.
 */
export async function writeSignalValue(
  ctx: AppContext,
  live: LivePlane,
  user: SessionUser,
  target: SignalWithEquipment,
  text: string,
): Promise<string> {
  const { signal } = target;
  if (signal.access !== 'rw') throw new ApiError(COMMAND_CODES.readOnly, 'signalReadOnly');
  const value = parseWriteValue(signal.data_type, text);
  if (typeof value === 'number') {
    const below = signal.min !== null && value < signal.min;
    const above = signal.max !== null && value > signal.max;
    if (below || above) {
      throw new ApiError(COMMAND_CODES.outOfLimit, 'writeOutOfLimit', {
        min: signal.min ?? '-∞',
        max: signal.max ?? '+∞',
      });
    }
  }
  return submitCommand(ctx, live, user, target, 'write', value);
}

/** Asks the device for a fresh reading of one signal; the value arrives with the reply. */
export async function readSignalValue(
  ctx: AppContext,
  live: LivePlane,
  user: SessionUser,
  target: SignalWithEquipment,
): Promise<string> {
  return submitCommand(ctx, live, user, target, 'read');
}

/** Sends a command for the signal through its equipment's gateway, refused while it is offline. */
async function submitCommand(
  ctx: AppContext,
  live: LivePlane,
  user: SessionUser,
  { signal, equipment }: SignalWithEquipment,
  kind: 'write' | 'read',
  value?: number | boolean,
): Promise<string> {
  const gatewayId = await onlineGateway(ctx, live, equipment.gateway_id);
  return live.commands.submit(
    {
      orgId: equipment.org_id,
      userId: user.userId,
      equipmentId: equipment.id,
      gatewayId,
      signalId: String(signal.id),
    },
    kind,
    value,
  );
}

/** The equipment's gateway when it is online and the broker link is up; else 设备离线. */
export async function onlineGateway(
  ctx: AppContext,
  live: LivePlane,
  gatewayId: string | null,
): Promise<string> {
  if (gatewayId && live.connected) {
    const gateway = await ctx.db
      .selectFrom('gateway')
      .select(['id', 'online'])
      .where('id', '=', gatewayId)
      .executeTakeFirst();
    if (gateway?.online) return gateway.id;
  }
  throw new ApiError(COMMAND_CODES.deviceOffline, 'deviceOffline');
}
