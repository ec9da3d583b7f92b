import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { serialiseLayout } from '@lf/designer';
import type { Db } from '../db/database';
import { DEMO_STATIONS } from './demoPlant';
import { loadDemoStations } from './seedDemo';
import { LocalFileStore } from '../http/files/fileStore';
import type { Actor } from '../access/operationLog';
import { addPage, savePage } from '../pages/pageCommands';
import { prepareLayout } from '../pages/pageLayout';
import { demoPlantPage } from './demoPlantPage';

export const DEMO_WATER_WORKS = '演示水厂 / Demo water works';

/**
 * First start only (after the live-data demo is seeded): the project "演示水厂" bound to the
 * demo pump stations, with one page per station drawn by `demoPlantPage` and saved through the
 * same code as the designer's save, the first station's page being home. Nothing is written
 * when the project exists or the demo equipment does not.
 */
export async function seedDemoProject(db: Db, dataDir: string): Promise<void> {
  const owner = await db
    .selectFrom('app_user')
    .select(['org_id'])
    .where('loginname', '=', 'demo')
    .executeTakeFirst();
  if (!owner) return;
  const exists = await db
    .selectFrom('project')
    .select('id')
    .where('org_id', '=', owner.org_id)
    .where('name', '=', DEMO_WATER_WORKS)
    .executeTakeFirst();
  if (exists) return;
  const stations = await loadDemoStations(db);
  const equipment = await db
    .selectFrom('equipment')
    .select(['id', 'name', 'gateway_id'])
    .where('org_id', '=', owner.org_id)
    .where(
      'gateway_id',
      'in',
      DEMO_STATIONS.map((station) => station.gatewayId),
    )
    .execute();
  if (stations.length === 0 || equipment.length === 0) return;
  const admin = await db
    .selectFrom('app_user')
    .select('id')
    .where('org_id', '=', owner.org_id)
    .orderBy('role_type')
    .executeTakeFirstOrThrow();
  const actor: Actor = { userId: admin.id, orgId: owner.org_id, address: 'demo-seed' };
  const ctx = { db, now: () => new Date() };
  const files = new LocalFileStore(join(dataDir, 'files'));

  const project = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('project')
      .values({
        id: randomUUID(),
        org_id: owner.org_id,
        name: DEMO_WATER_WORKS,
        description:
          '两座模拟泵站的实时工艺画面 / Live process pages of two simulated pump stations',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_equipment')
      .values(equipment.map((e) => ({ project_id: row.id, equipment_id: e.id })))
      .execute();
    return row;
  });

  for (const station of stations) {
    const unit = equipment.find((e) => e.gateway_id === station.gatewayId);
    if (!unit) continue;
    const { page } = await addPage(ctx, files, actor, project, {
      title: unit.name,
      home: false,
    });
    const document = demoPlantPage({
      pageId: page.id,
      projectId: project.id,
      title: '演示水厂',
      equipmentId: unit.id,
      equipmentName: unit.name,
      signalIdOf: (key) => station.signalIds.get(key) ?? '',
    });
    const prepared = prepareLayout(serialiseLayout(document), {
      id: page.id,
      projectId: project.id,
      title: unit.name,
      width: document.con.width,
      height: document.con.height,
      checkpwd: false,
    });
    if (!prepared.ok) throw new Error(`demo page refused: ${JSON.stringify(prepared.problem)}`);
    await savePage(ctx, files, actor, page, {
      con: prepared.document.con,
      text: prepared.text,
      widgetCount: prepared.widgetCount,
      passwordHash: null,
    });
  }
}
