import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The user `u` of the message's organisation `m` has the equipment `m.data_id` in their data
 * range: the set-based form of `equipmentRangeFilter`, for every user at once.
 */
const ownRange: RawBuilder<SqlBool> = sql<SqlBool>`(u.data_range = 'all'
  or exists (select 1 from user_range_equipment listed
    where listed.user_id = u.id and listed.equipment_id = m.data_id)
  or exists (select 1 from user_range_project listed
    join project_equipment bound on bound.project_id = listed.project_id
    where listed.user_id = u.id and bound.equipment_id = m.data_id))`;

/**
 * Who receives an alarm message, for a set of messages `m` (columns `ord`, `org_id`,
 * `data_id`): the users of its organisation whose data range holds the equipment, and the
 * receivers of the equipment by a share grant in force that carries its alarms (the
 * `equipment.alarms` action, as `grantsInForce` and `scope` read it). Rows: `ord`, `user_id`,
 * `org_id`.
 */
export const alarmRecipients: RawBuilder<unknown> = sql`
      select m.ord, u.id as user_id, u.org_id from m
      join app_user u on u.org_id = m.org_id
      where u.deleted_at is null and ${ownRange}
      union
      select m.ord, u.id, u.org_id from m
      join equipment_share_grant g on g.equipment_id = m.data_id
      join equipment_share s on s.equipment_id = g.equipment_id and s.token = g.token
      join app_user owner on owner.id = s.updated_by
      join app_user u on u.id = g.user_id
      where u.deleted_at is null and s.enabled and s.with_alarms
        and (s.expires_at is null or s.expires_at > now())
    `;
