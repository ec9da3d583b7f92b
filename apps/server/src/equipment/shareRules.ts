import {
  ALARM_VIEW_AUTH,
  ALARM_VIEW_TYPE,
  ALARM_VIEWS,
  AUTH,
  Code,
  type AuthCode,
  type ShareAuthorityFlags,
} from '@lf/protocol';
import { ApiError } from '../http/apiError';

/**
 * A share never gives more than the sharer holds on that equipment (pure, over plain data):
 * write authority needs the write right, the history the history right, the alarms one of the
 * alarm-record rights of the equipment's type. Reaching the equipment at all (own organisation,
 * data range) is the caller's load's business.
 */
export function shareRightsLacking(
  sharer: { auths: readonly AuthCode[] },
  equipment: { type: 'eg' | 'gm' },
  flags: ShareAuthorityFlags,
): AuthCode[] {
  const held = new Set(sharer.auths);
  const lacking: AuthCode[] = [];
  if (flags.authority === 'write' && !held.has(AUTH.monitorWrite)) lacking.push(AUTH.monitorWrite);
  if (flags.withHistory && !held.has(AUTH.historyExport)) lacking.push(AUTH.historyExport);
  if (flags.withAlarms) {
    const alarmCodes = ALARM_VIEWS.filter((view) => ALARM_VIEW_TYPE[view] === equipment.type).map(
      (view) => ALARM_VIEW_AUTH[view],
    );
    if (!alarmCodes.some((code) => held.has(code))) lacking.push(...alarmCodes);
  }
  return lacking;
}

/** Refuses (403, nothing changed) a share beyond the sharer's own rights. */
export function assertShareWithinRights(
  sharer: { auths: readonly AuthCode[] },
  equipment: { type: 'eg' | 'gm' },
  flags: ShareAuthorityFlags,
): void {
  const lacking = shareRightsLacking(sharer, equipment, flags);
  if (lacking.length > 0) {
    throw new ApiError(Code.FORBIDDEN, 'shareBeyondOwnRights', { rights: lacking.join(', ') });
  }
}
