import { randomUUID } from 'node:crypto';
import { createDocument, serialiseLayout, type Page } from '@lf/designer';
import type { Insertable, Kysely } from 'kysely';
import type { AppContext } from '../context';

/** What the page commands need of the app: the database and the clock. */
type PageContext = Pick<AppContext, 'db' | 'now'>;
import type { Database, ProjectPageTable } from '../db/schema';
import type { FileStore } from '../http/files/fileStore';
import { notFound } from '../http/apiError';
import { settingsColumns, settingsOf, type PageRow, type ProjectRow } from './pageSettings';
import { logged, logOperation, type Actor, type Caller } from '../access/operationLog';
import { layoutKey, pageFolder, pruneLayoutVersions } from './pageFiles';
import { relabelLayout } from './pageLayout';

/**
 * Runs `work` in a transaction that may write layout files: a file written by a transaction
 * that then fails is removed, so the file host never points nowhere and keeps no orphan.
 */
async function withFiles<T>(
  ctx: PageContext,
  files: FileStore,
  work: (trx: Kysely<Database>, put: (key: string, text: string) => Promise<string>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await ctx.db.transaction().execute((trx) =>
      work(trx, async (key, text) => {
        written.push(key);
        return files.put(key, text);
      }),
    );
  } catch (error) {
    await Promise.all(written.map((key) => files.remove(key)));
    throw error;
  }
}

/**
 * A new page row, last in its project's order, with version 1 of its layout written and the row
 * pointed at it: what adding a page and copying one have in common.
 */
async function insertPage(
  trx: Kysely<Database>,
  put: (key: string, text: string) => Promise<string>,
  values: Omit<Insertable<ProjectPageTable>, 'seq'>,
  text: string,
): Promise<PageRow> {
  const last = await trx
    .selectFrom('project_page')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('project_id', '=', values.project_id)
    .executeTakeFirst();
  await trx
    .insertInto('project_page')
    .values({ ...values, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
  const url = await put(layoutKey(values.id, 1), text);
  return trx
    .updateTable('project_page')
    .set({ json_url: url, version: 1 })
    .where('id', '=', values.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A new empty page (1024 × 768, white) with its first layout file. It becomes the project's
 * home page when asked, or when the project has none.
 */
export async function addPage(
  ctx: PageContext,
  files: FileStore,
  actor: Actor,
  project: ProjectRow,
  options: { title: string; home: boolean },
): Promise<{ page: PageRow; homePageId: string | null }> {
  const id = randomUUID();
  const document = createDocument({ id, projectId: project.id, title: options.title });
  return withFiles(ctx, files, async (trx, put) => {
    const page = await insertPage(
      trx,
      put,
      { id, project_id: project.id, title: options.title },
      serialiseLayout(document),
    );
    const { home_page_id: homePageId } = await trx
      .updateTable('project')
      .set((eb) => ({
        home_page_id: options.home ? id : eb.fn.coalesce('home_page_id', eb.val(id)),
        updated_at: ctx.now(),
      }))
      .where('id', '=', project.id)
      .returning('home_page_id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, actor, 'project.page.add', {
      projectId: project.id,
      pageId: id,
      title: options.title,
    });
    return { page, homePageId };
  });
}

export interface SaveLayout {
  con: Page;
  text: string;
  widgetCount: number;
  /** The hash to store: a new one, the kept one, or null for no password. */
  passwordHash: string | null;
}

/**
 * Saves a page: a new immutable layout version file and the page row that points at it, in
 * one transaction (the version bump locks the row, so concurrent saves get distinct versions).
 */
export async function savePage(
  ctx: PageContext,
  files: FileStore,
  actor: Actor,
  page: PageRow,
  layout: SaveLayout,
): Promise<PageRow> {
  const saved = await withFiles(ctx, files, async (trx, put) => {
    const bumped = await trx
      .updateTable('project_page')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', page.id)
      .returning('version')
      .executeTakeFirst();
    if (!bumped) throw notFound();
    const url = await put(layoutKey(page.id, bumped.version), layout.text);
    const { con } = layout;
    const row = await trx
      .updateTable('project_page')
      .set({
        ...settingsColumns(con),
        password_hash: layout.passwordHash,
        json_url: url,
        widget_count: layout.widgetCount,
        updated_at: ctx.now(),
      })
      .where('id', '=', page.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('project')
      .set({ updated_at: ctx.now() })
      .where('id', '=', page.project_id)
      .execute();
    await logOperation(trx, actor, 'project.page.save', {
      projectId: page.project_id,
      pageId: page.id,
      version: row.version,
      widgetCount: layout.widgetCount,
      passwordChanged: layout.passwordHash !== page.password_hash,
    });
    return row;
  });
  await pruneLayoutVersions(files, page.id, saved.version);
  return saved;
}

/** An independent copy of a page: its own row and its own layout file (version 1). */
export async function copyPage(
  ctx: PageContext,
  files: FileStore,
  actor: Actor,
  source: PageRow,
  title: string,
): Promise<PageRow> {
  const id = randomUUID();
  const sourceKey = files.keyOf(source.json_url);
  const text = sourceKey
    ? relabelLayout((await files.read(sourceKey)).toString('utf8'), {
        id,
        projectId: source.project_id,
        title,
      })
    : serialiseLayout(createDocument({ id, projectId: source.project_id, title }));
  return withFiles(ctx, files, async (trx, put) => {
    const values = {
      id,
      project_id: source.project_id,
      ...settingsColumns(settingsOf(source)),
      title,
      password_hash: source.password_hash,
      widget_count: source.widget_count,
    };
    const page = await insertPage(trx, put, values, text);
    await logOperation(trx, actor, 'project.page.copy', {
      projectId: source.project_id,
      pageId: id,
      sourcePageId: source.id,
    });
    return page;
  });
}

/**
 * Deletes a page and its layout files. When it was the home page, the project's first
 * remaining page becomes home.
 */
export async function deletePage(
  ctx: PageContext,
  files: FileStore,
  actor: Actor,
  page: PageRow,
  project: ProjectRow,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('project_page').where('id', '=', page.id).execute();
    // The foreign key cleared home_page_id if this was the home page; the first page left takes over.
    await trx
      .updateTable('project')
      .set((eb) => ({
        home_page_id: eb.fn.coalesce(
          'home_page_id',
          eb
            .selectFrom('project_page')
            .select('project_page.id')
            .where('project_page.project_id', '=', project.id)
            .orderBy('project_page.seq')
            .orderBy('project_page.created_at')
            .limit(1),
        ),
        updated_at: ctx.now(),
      }))
      .where('id', '=', project.id)
      .execute();
    await logOperation(trx, actor, 'project.page.delete', {
      projectId: project.id,
      pageId: page.id,
      title: page.title,
    });
  });
  await files.removeFolder(pageFolder(page.id));
}

export async function setHomePage(ctx: PageContext, actor: Actor, page: PageRow): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('project')
      .set({ home_page_id: page.id, updated_at: ctx.now() })
      .where('id', '=', page.project_id)
      .execute();
    await logOperation(trx, actor, 'project.page.setHome', {
      projectId: page.project_id,
      pageId: page.id,
    });
  });
}

/** Points the project at its new thumbnail (already stored), logged in the same transaction. */
export async function setProjectThumbnail(
  ctx: AppContext,
  caller: Caller,
  projectId: string,
  thumbnail: { url: string; bytes: number },
) {
  const detail = { projectId, thumbnail: thumbnail.url, bytes: thumbnail.bytes };
  return logged(ctx.db, caller, { action: 'project.thumbnail', detail }, (trx) =>
    trx
      .updateTable('project')
      .set({ thumbnail: thumbnail.url, updated_at: ctx.now() })
      .where('id', '=', projectId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}
