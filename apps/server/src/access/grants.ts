import {
  COMMAND_CODES,
  Code,
  shareAllows,
  type ManagedEquipment,
  type ShareNeed,
  type ShareReceived,
} from '@lf/protocol';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';

/**
 * Grants of shared equipment as the access layer reads them. A grant is in force while its
 * share is on, still carries the token the grant was made with (a new password or sharing
 * turned off changes it) and has not expired; its authority is the share's current one, so a
 * narrower authority applies to every receiver at once.
 */
export async function grantsInForce(
  ctx: AppContext,
  userId: string,
  equipmentIds?: readonly string[],
): Promise<Map<string, ShareReceived>> {
  if (equipmentIds?.length === 0) return new Map();
  let query = ctx.db
    .selectFrom('equipment_share_grant as g')
    .innerJoin('equipment_share as s', (join) =>
      join.onRef('s.equipment_id', '=', 'g.equipment_id').onRef('s.token', '=', 'g.token'),
    )
    .innerJoin('equipment as e', 'e.id', 'g.equipment_id')
    .innerJoin('org', 'org.id', 'e.org_id')
    .innerJoin('app_user as owner', 'owner.id', 's.updated_by')
    .select([
      'g.equipment_id',
      's.authority',
      's.with_history',
      's.with_alarms',
      's.expires_at',
      'org.name as org_name',
      'owner.loginname as owner_name',
    ])
    .where('g.user_id', '=', userId)
    .where('s.enabled', '=', true)
    .where((eb) => eb.or([eb('s.expires_at', 'is', null), eb('s.expires_at', '>', ctx.now())]));
  if (equipmentIds) query = query.where('g.equipment_id', 'in', [...equipmentIds]);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.equipment_id,
      {
        sharedBy: `${row.owner_name} (${row.org_name})`,
        authority: row.authority,
        withHistory: row.with_history,
        withAlarms: row.with_alarms,
        expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      },
    ]),
  );
}

/**
 * Called by the access layer for equipment of another organisation: passes when the user holds
 * a grant in force whose authority covers `need`. No grant answers false (the caller says
 * NOT_FOUND, revealing nothing); a grant that does not cover the need refuses in words.
 */
export async function grantCovers(
  ctx: AppContext,
  user: SessionUser,
  equipmentId: string,
  need: ShareNeed,
): Promise<boolean> {
  const grant = (await grantsInForce(ctx, user.userId, [equipmentId])).get(equipmentId);
  if (!grant) return false;
  if (shareAllows(grant, need)) return true;
  if (need === 'write') throw new ApiError(COMMAND_CODES.noWritePermission, 'noWritePermission');
  throw new ApiError(Code.FORBIDDEN, 'shareNotAllowed');
}

/**
 * The full equipment record as a receiver sees it: no driver (addresses of the owner's plant),
 * the gateway without the owner's other equipment on it, reports only with history.
 */
export function asReceiverSees(full: ManagedEquipment, grant: ShareReceived): ManagedEquipment {
  return {
    ...full,
    driver: null,
    gateway: full.gateway && {
      ...full.gateway,
      equipment: full.gateway.equipment.filter((e) => e.id === full.id),
    },
    reports: grant.withHistory ? full.reports : [],
  };
}
