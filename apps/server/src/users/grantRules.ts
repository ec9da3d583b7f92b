import { authsBeyond, Code, type AuthCode, type MessageKey } from '@lf/protocol';
import type { DataRange } from '../access/userAccess';
import { ApiError } from '../http/apiError';
import { ADMINISTRATOR_ROLE } from './policies';

/**
 * Who may grant what, as pure checks over plain data (no database), so any caller (the user
 * administration here, an access module later) applies the same rules:
 * - nobody grants what they do not hold: permission codes, data range;
 * - nobody acts on an account with more rights than their own;
 * - administrators are made, changed and reset only by administrators.
 * Each check answers the refusal (a message key and its parameters), or undefined to pass. The
 * code rule is the protocol's (`authsBeyond`, `mayGrantRole`), which the web app's forms follow.
 */

/** What an account holds: its role, that role's codes and its data range. */
export interface Authority {
  roleId: string;
  auths: readonly AuthCode[];
  range: DataRange;
}

export interface Refusal {
  key: MessageKey;
  params?: Record<string, string>;
}

/** Whether every equipment and project `inner` reaches, `outer` reaches too. */
export function rangeWithin(outer: DataRange, inner: DataRange): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  return (
    [...inner.equipmentIds].every((id) => outer.equipmentIds.has(id)) &&
    [...inner.projectIds].every((id) => outer.projectIds.has(id))
  );
}

/** A role with `codes` may be created or given its codes by `actor` only if the actor holds them. */
export function canGrantCodes(actor: Authority, codes: readonly AuthCode[]): Refusal | undefined {
  const beyond = authsBeyond(actor.auths, codes);
  if (beyond.length > 0)
    return { key: 'grantBeyondOwnCodes', params: { codes: beyond.join(', ') } };
  return undefined;
}

/**
 * `actor` may give an account `granted` (a role with its codes and a data range): the codes
 * and the range are within the actor's own, and only an administrator makes administrators.
 */
export function canGrant(actor: Authority, granted: Authority): Refusal | undefined {
  if (granted.roleId === ADMINISTRATOR_ROLE && actor.roleId !== ADMINISTRATOR_ROLE) {
    return { key: 'administratorsOnly' };
  }
  const codes = canGrantCodes(actor, granted.auths);
  if (codes) return codes;
  if (!rangeWithin(actor.range, granted.range)) return { key: 'grantBeyondOwnRange' };
  return undefined;
}

/**
 * `actor` may act on the account `target` holds (edit, disable, delete, reset its password):
 * the target has no code and no equipment or project the actor lacks, and an administrator is
 * acted on only by an administrator.
 */
export function canActOn(actor: Authority, target: Authority): Refusal | undefined {
  if (target.roleId === ADMINISTRATOR_ROLE && actor.roleId !== ADMINISTRATOR_ROLE) {
    return { key: 'administratorsOnly' };
  }
  if (authsBeyond(actor.auths, target.auths).length > 0) return { key: 'targetHasMoreRights' };
  if (!rangeWithin(actor.range, target.range)) return { key: 'targetHasMoreRights' };
  return undefined;
}

/** A role may be edited or deleted by `actor` unless the actor holds it or it holds more. */
export function canChangeRole(
  actor: Authority,
  role: { id: string; auths: readonly AuthCode[] },
): Refusal | undefined {
  if (role.id === actor.roleId) return { key: 'cannotEditOwnRole' };
  if (authsBeyond(actor.auths, role.auths).length > 0) return { key: 'targetHasMoreRights' };
  return undefined;
}

/** Throws the refusal as a 403, leaving everything unchanged. */
export function refuse(refusal: Refusal | undefined): void {
  if (refusal) throw new ApiError(Code.FORBIDDEN, refusal.key, refusal.params ?? {});
}
