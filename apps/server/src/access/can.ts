import { ACTIONS, mayPerform, shareAllows, type Action, type ActionRule } from '@lf/protocol';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { grantsInForce } from './grants';
import { equipmentInRange, projectInRange } from './range';

/** What an action is taken on, as far as access reads it. */
export type Subject =
  | { kind: 'equipment'; id: string; orgId: string }
  | { kind: 'project'; id: string; orgId: string }
  | { kind: 'alarm'; orgId: string; equipmentId: string | null }
  | { kind: 'org'; orgId: string };

/**
 * Whether `user` may take `action` on `subject`: the action's permission code (the action
 * table), then the subject's organisation and the user's data range, and for equipment of
 * another organisation a share grant in force covering the action's need. Without a subject
 * only the code decides (the call's own check, before its input is read).
 */
export async function can(
  ctx: AppContext,
  user: SessionUser,
  action: Action,
  subject?: Subject,
): Promise<boolean> {
  if (!mayPerform(user.auths, action)) return false;
  if (!subject) return true;
  if (ownsSubject(user, subject)) return true;
  const need = (ACTIONS[action] as ActionRule).share;
  const sharedEquipment =
    subject.kind === 'equipment' ? subject.id : subject.kind === 'alarm' && subject.equipmentId;
  if (!need || !sharedEquipment) return false;
  const grant = (await grantsInForce(ctx, user.userId, [sharedEquipment])).get(sharedEquipment);
  return grant !== undefined && shareAllows(grant, need);
}

/** The subject is of the user's organisation and within their data range. */
function ownsSubject(user: SessionUser, subject: Subject): boolean {
  if (subject.orgId !== user.orgId) return false;
  switch (subject.kind) {
    case 'equipment':
      return equipmentInRange(user, subject.id);
    case 'project':
      return projectInRange(user, subject.id);
    case 'alarm':
      return subject.equipmentId === null
        ? user.range.all
        : equipmentInRange(user, subject.equipmentId);
    case 'org':
      return true;
  }
}
