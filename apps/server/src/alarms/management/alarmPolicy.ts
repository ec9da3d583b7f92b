import type { Action, MessageKey } from '@lf/protocol';
import { assertMay } from '../../access/userAccess';
import type { SessionUser } from '../../account/sessions';

/** Acknowledging, and shelving or taking out of service, each need their permission code. */
const ACTION_AUTH = {
  acknowledge: { action: 'alarm.acknowledge', refusal: 'alarmNoAcknowledgePermission' },
  shelve: { action: 'alarm.shelve', refusal: 'alarmNoShelvePermission' },
} as const satisfies Record<string, { action: Action; refusal: MessageKey }>;

export type AlarmAction = keyof typeof ACTION_AUTH;

/** Refuses a user without the action's code: the request's own codes, read with its session. */
export function assertAlarmAction(user: SessionUser, action: AlarmAction): void {
  const { action: tableAction, refusal } = ACTION_AUTH[action];
  assertMay(user, tableAction, refusal);
}
