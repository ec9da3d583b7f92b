import { AUTH, type MessageKey } from '@lf/protocol';
import { assertAuth } from '../../access/userAccess';
import type { SessionUser } from '../../account/sessions';

/** Acknowledging, and shelving or taking out of service, each need their permission code. */
const ACTION_AUTH = {
  acknowledge: { code: AUTH.alarmAcknowledge, refusal: 'alarmNoAcknowledgePermission' },
  shelve: { code: AUTH.alarmShelve, refusal: 'alarmNoShelvePermission' },
} as const satisfies Record<string, { code: string; refusal: MessageKey }>;

export type AlarmAction = keyof typeof ACTION_AUTH;

/** Refuses a user without the action's code: the request's own codes, read with its session. */
export function assertAlarmAction(user: SessionUser, action: AlarmAction): void {
  const { code, refusal } = ACTION_AUTH[action];
  assertAuth(user, code, refusal);
}
