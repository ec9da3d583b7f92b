import { AUTH, Code, type MessageKey } from '@lf/protocol';
import type { SessionUser } from '../../account/sessions';
import { effectiveAuths } from '../../account/auths';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/apiError';

/** Acknowledging, and shelving or taking out of service, each need their permission code. */
const ACTION_AUTH = {
  acknowledge: { code: AUTH.alarmAcknowledge, refusal: 'alarmNoAcknowledgePermission' },
  shelve: { code: AUTH.alarmShelve, refusal: 'alarmNoShelvePermission' },
} as const satisfies Record<string, { code: string; refusal: MessageKey }>;

export type AlarmAction = keyof typeof ACTION_AUTH;

export async function assertAlarmAction(
  db: Db,
  user: SessionUser,
  action: AlarmAction,
): Promise<void> {
  const { code, refusal } = ACTION_AUTH[action];
  const auths = await effectiveAuths(db, user);
  if (!auths.includes(code)) throw new ApiError(Code.FORBIDDEN, refusal);
}
