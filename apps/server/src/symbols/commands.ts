import { randomUUID } from 'node:crypto';
import {
  CUSTOM_SYMBOL_LIMITS,
  CustomSymbolDesignSchema,
  type CustomSymbol,
  type CustomSymbolDesign,
  type CustomSymbolImportResult,
  type CustomSymbolSet,
} from '@lf/protocol';
import { designProblems } from '@lf/designer';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { actorOf, logOperation, type Caller } from '../access/operationLog';
import type { SessionUser } from '../account/sessions';
import type { Db } from '../db/database';
import { refuse } from '../http/refusal';
import { symbolOfOrg, symbolView } from './queries';
import { cleanSymbolSvg, type SymbolSvgCheck } from './svgSymbol';

type CleanSvg = Extract<SymbolSvgCheck, { ok: true }>;

function svgRefusal(request: FastifyRequest, check: SymbolSvgCheck): Error | undefined {
  return check.ok ? undefined : refuse(request, check.refusal, check.params);
}

function duplicate(request: FastifyRequest, name: string): Error {
  return refuse(request, 'customSymbolNameTaken', { name });
}

/**
 * Inserts a cleaned symbol of the user's organisation; answers nothing when the organisation
 * already has a symbol of that name (the unique index decides, so parallel adds cannot both win).
 */
async function insertSymbol(
  trx: Db,
  user: SessionUser,
  symbol: { name: string; check: CleanSvg; design: CustomSymbolDesign },
) {
  const { name, check, design } = symbol;
  return trx
    .insertInto('custom_symbol')
    .values({
      id: randomUUID(),
      org_id: user.orgId,
      name,
      svg: check.svg,
      view_width: check.viewBox.width,
      view_height: check.viewBox.height,
      elements: JSON.stringify(check.elements),
      design: JSON.stringify(design),
      created_by: user.userId,
    })
    .onConflict((conflict) => conflict.columns(['org_id', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The design checked against the drawing's elements and the symbol model's states. */
function checkDesign(
  request: FastifyRequest,
  design: CustomSymbolDesign,
  elements: readonly { id: string; tag: string }[],
): void {
  const [problem] = designProblems(design, elements);
  if (!problem) return;
  throw problem.kind === 'unknownPart'
    ? refuse(request, 'customSymbolUnknownPart', { part: problem.part })
    : refuse(request, 'customSymbolUnknownState', { state: problem.state });
}

async function countOfOrg(db: Db, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('custom_symbol')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A new symbol from an uploaded drawing, sanitised first. The unique key on (organisation,
 * name) decides between parallel creates of one name: the insert that loses does nothing and
 * its caller is told the name exists.
 */
export async function createSymbol(
  db: Db,
  { user, request }: Caller,
  input: { name: string; svg: string },
): Promise<CustomSymbol> {
  const check = await cleanSymbolSvg(input.svg);
  if (!check.ok) throw svgRefusal(request, check);
  if ((await countOfOrg(db, user.orgId)) >= CUSTOM_SYMBOL_LIMITS.symbols) {
    throw refuse(request, 'fieldTooLong', { field: 'symbols', max: CUSTOM_SYMBOL_LIMITS.symbols });
  }
  const design = CustomSymbolDesignSchema.parse({});
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await insertSymbol(trx, user, { name: input.name, check, design });
    if (inserted) {
      await logOperation(trx, actorOf(user, request), 'symbol.create', {
        id: inserted.id,
        name: input.name,
      });
    }
    return inserted;
  });
  if (!row) throw duplicate(request, input.name);
  return symbolView(row);
}

/** Renames a symbol and saves its parts, states and bindings. */
export async function saveSymbol(
  db: Db,
  { user, request }: Caller,
  input: { id: string; name: string; design: CustomSymbolDesign },
): Promise<CustomSymbol> {
  return db.transaction().execute(async (trx) => {
    const row = await symbolOfOrg(trx, user.orgId, input.id);
    checkDesign(request, input.design, row.elements);
    const taken = await trx
      .selectFrom('custom_symbol')
      .select('id')
      .where('org_id', '=', user.orgId)
      .where('name', '=', input.name)
      .where('id', '!=', input.id)
      .executeTakeFirst();
    if (taken) throw duplicate(request, input.name);
    const saved = await trx
      .updateTable('custom_symbol')
      .set({ name: input.name, design: JSON.stringify(input.design), updated_at: new Date() })
      .where('id', '=', input.id)
      .where('org_id', '=', user.orgId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await logOperation(trx, actorOf(user, request), 'symbol.save', {
      id: input.id,
      name: input.name,
    });
    return symbolView(saved);
  });
}

export async function deleteSymbol(db: Db, { user, request }: Caller, id: string): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const row = await symbolOfOrg(trx, user.orgId, id);
    await trx
      .deleteFrom('custom_symbol')
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .execute();
    await logOperation(trx, actorOf(user, request), 'symbol.delete', { id, name: row.name });
  });
  return null;
}

/**
 * Adds a set file's symbols, each drawing sanitised again (a file is outside input whoever made
 * it). Names the organisation already has are reported and left as they are; drawings the
 * sanitiser refuses, or designs that do not fit their drawing, are reported as refused. One
 * transaction: the set comes in whole or not at all.
 */
export async function importSymbolSet(
  db: Db,
  { user, request }: Caller,
  set: CustomSymbolSet,
): Promise<CustomSymbolImportResult> {
  const result: CustomSymbolImportResult = { imported: [], duplicates: [], refused: [] };
  const cleaned: {
    entry: CustomSymbolSet['symbols'][number];
    check: CleanSvg;
    design: CustomSymbolDesign;
  }[] = [];
  for (const entry of set.symbols) {
    const check = await cleanSymbolSvg(entry.svg);
    const { parts, states, defaultState, ports } = entry;
    const design = { parts, states, defaultState, ports };
    if (!check.ok || designProblems(design, check.elements).length > 0) {
      result.refused.push(entry.name);
    } else {
      cleaned.push({ entry, check, design });
    }
  }
  await db.transaction().execute(async (trx) => {
    const room = CUSTOM_SYMBOL_LIMITS.symbols - (await countOfOrg(trx, user.orgId));
    if (cleaned.length > room) {
      throw refuse(request, 'fieldTooLong', {
        field: 'symbols',
        max: CUSTOM_SYMBOL_LIMITS.symbols,
      });
    }
    for (const { entry, check, design } of cleaned) {
      const inserted = await insertSymbol(trx, user, { name: entry.name, check, design });
      (inserted ? result.imported : result.duplicates).push(entry.name);
    }
    await logOperation(trx, actorOf(user, request), 'symbol.import', {
      imported: result.imported.length,
      duplicates: result.duplicates.length,
      refused: result.refused.length,
    });
  });
  return result;
}
