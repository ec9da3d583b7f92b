import type {
  EquipmentCounts,
  equipmentCountRequest,
  equipmentQueryRequest,
  EquipmentQueryResponse,
  ManageEquipmentPage,
  manageEquipmentQueryRequest,
} from '@lf/protocol';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { equipmentRangeFilter } from '../access/range';
import { scope } from '../access/scope';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { containsPattern, paged } from '../db/paged';
import { equipmentCounts, summarize } from './views';

/** The equipment the user may view: the organisation's in the user's range, and any shared. */
export async function viewableEquipment(ctx: AppContext, user: SessionUser) {
  const reach = await scope(ctx, user, 'equipment.view');
  return ctx.db.selectFrom('equipment').where(reach.equipment('equipment'));
}

/**
 * The equipment list of the monitor area: what the user may view, the user's top marks first,
 * filtered by type, a name and one of the user's groups.
 */
export async function queryEquipment(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof equipmentQueryRequest>,
): Promise<EquipmentQueryResponse> {
  const viewable = await viewableEquipment(ctx, user);
  let query = viewable.leftJoin('equipment_mark as mark', (join) =>
    join.onRef('mark.equipment_id', '=', 'equipment.id').on('mark.user_id', '=', user.userId),
  );
  if (input.type) query = query.where('equipment.type', '=', input.type);
  if (input.keyword) {
    query = query.where('equipment.name', 'ilike', containsPattern(input.keyword));
  }
  if (input.groupId) {
    const groupId = input.groupId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('equipment_group_member as member')
          .innerJoin('equipment_group as g', 'g.id', 'member.group_id')
          .whereRef('member.equipment_id', '=', 'equipment.id')
          .where('member.group_id', '=', groupId)
          .where('g.user_id', '=', user.userId),
      ),
    );
  }
  const found = await paged(query, input, (rows) =>
    rows
      .selectAll('equipment')
      .orderBy(sql`coalesce(mark.top, false)`, 'desc')
      .orderBy(
        input.sort === 'name' ? 'equipment.name' : 'equipment.created_at',
        input.sort === 'name' ? 'asc' : 'desc',
      )
      .orderBy('equipment.id'),
  );
  return { ...found, list: await summarize(ctx, user.userId, found.list) };
}

/** The manage area's equipment list: the organisation's equipment in the user's range, newest first. */
export async function queryManagedEquipment(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof manageEquipmentQueryRequest>,
): Promise<ManageEquipmentPage> {
  let query = ctx.db
    .selectFrom('equipment')
    .leftJoin('gateway', 'gateway.id', 'equipment.gateway_id')
    .leftJoin('equipment_driver as driver', 'driver.equipment_id', 'equipment.id')
    .where('equipment.org_id', '=', user.orgId)
    .where(equipmentRangeFilter(user, 'equipment.id'));
  if (input.keyword) {
    const like = containsPattern(input.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('equipment.name', 'ilike', like),
        eb('equipment.model', 'ilike', like),
        eb('equipment.location', 'ilike', like),
      ]),
    );
  }
  if (input.online !== undefined) {
    query = query.where(sql<boolean>`coalesce(gateway.online, false)`, '=', input.online);
  }
  const activeAlarms = sql<boolean>`exists (select 1 from alarm where alarm.equipment_id = equipment.id and alarm.end_at is null)`;
  if (input.alarm !== undefined) query = query.where(activeAlarms, '=', input.alarm);
  const found = await paged(query, input, (rows) =>
    rows
      .select([
        'equipment.id',
        'equipment.name',
        'equipment.type',
        'equipment.model',
        'equipment.location',
        'equipment.display',
        'equipment.gateway_id',
        'equipment.created_at',
        'gateway.name as gateway_name',
        'driver.protocol',
        sql<boolean>`coalesce(gateway.online, false)`.as('online'),
        sql<string>`(select count(*) from alarm where alarm.equipment_id = equipment.id and alarm.end_at is null)`.as(
          'alarm_count',
        ),
        sql<string>`(select count(*) from signal where signal.equipment_id = equipment.id)`.as(
          'signal_count',
        ),
      ])
      .orderBy('equipment.created_at', 'desc')
      .orderBy('equipment.id'),
  );
  return {
    ...found,
    list: found.list.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      model: r.model,
      location: r.location,
      display: r.display,
      gatewayId: r.gateway_id,
      gatewayName: r.gateway_name,
      online: r.online,
      alarmCount: Number(r.alarm_count),
      signalCount: Number(r.signal_count),
      protocol: r.protocol,
      gmtCreate: new Date(r.created_at).toISOString(),
    })),
  };
}

/** The counts of the equipment list's tabs: what the list shows (in range, or shared with the user). */
export async function countEquipment(
  ctx: AppContext,
  user: SessionUser,
  type: z.infer<typeof equipmentCountRequest>['type'],
): Promise<EquipmentCounts> {
  let query = (await viewableEquipment(ctx, user)).select('id');
  if (type) query = query.where('type', '=', type);
  const rows = await query.execute();
  return equipmentCounts(
    ctx,
    rows.map((row) => row.id),
  );
}

/** How many of these signal ids belong to the equipment (the ids are distinct). */
export async function signalsFoundOn(
  db: Db,
  equipmentId: string,
  signalIds: number[],
): Promise<number> {
  const rows = await db
    .selectFrom('signal')
    .select('id')
    .where('equipment_id', '=', equipmentId)
    .where('id', 'in', signalIds)
    .execute();
  return rows.length;
}

/** A report's id, equipment and name, if it exists. */
export async function reportById(db: Db, id: number) {
  return db
    .selectFrom('report')
    .select(['id', 'equipment_id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many signals the equipment has. */
export async function signalCountOf(db: Db, equipmentId: string): Promise<number> {
  const row = await db
    .selectFrom('signal')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('equipment_id', '=', equipmentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A signal's id, equipment and stored point, if it exists. */
export async function signalById(db: Db, id: number) {
  return db
    .selectFrom('signal')
    .select(['id', 'equipment_id', 'point'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The signals among these ids that exist, each with its equipment. */
export async function signalOwners(db: Db, ids: number[]) {
  return db.selectFrom('signal').select(['id', 'equipment_id']).where('id', 'in', ids).execute();
}
