import { randomUUID } from 'node:crypto';
import { createDocument, serialiseLayout } from '@lf/designer';
import { logged, type Caller } from '../access/operationLog';
import type { AppContext } from '../context';
import type { ModelRow } from '../access/pages';
import type { TemplateCheck } from './modelPageQueries';
import type { ModelPageRow } from './pageSettings';

/** A new, empty template page of the model. */
export async function addModelPage(
  ctx: AppContext,
  caller: Caller,
  model: ModelRow,
  title: string,
): Promise<ModelPageRow> {
  const id = randomUUID();
  const layout = serialiseLayout(createDocument({ id, title }));
  const log = { action: 'model.page.add', detail: { modelId: model.id, pageId: id, title } };
  return logged(ctx.db, caller, log, (trx) =>
    trx
      .insertInto('model_page')
      .values({
        id,
        model_id: model.id,
        title,
        layout,
        signal_names: '[]',
        created_at: ctx.now(),
        updated_at: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** Stores a checked template layout; an empty title in it keeps the page's own. */
export async function saveModelPage(
  ctx: AppContext,
  caller: Caller,
  { page, model }: { page: ModelPageRow; model: ModelRow },
  checked: Extract<TemplateCheck, { ok: true }>,
): Promise<ModelPageRow> {
  const log = {
    action: 'model.page.save',
    detail: { modelId: model.id, pageId: page.id, widgetCount: checked.widgetCount },
  };
  return logged(ctx.db, caller, log, (trx) =>
    trx
      .updateTable('model_page')
      .set({
        title: checked.title || page.title,
        layout: checked.layout,
        widget_count: checked.widgetCount,
        signal_names: JSON.stringify(checked.signalNames),
        updated_at: ctx.now(),
      })
      .where('id', '=', page.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** Deletes a template page; the log keeps its title. */
export async function deleteModelPage(
  ctx: AppContext,
  caller: Caller,
  { page, model }: { page: ModelPageRow; model: ModelRow },
): Promise<void> {
  const log = {
    action: 'model.page.delete',
    detail: { modelId: model.id, pageId: page.id, title: page.title },
  };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx.deleteFrom('model_page').where('id', '=', page.id).execute();
  });
}
