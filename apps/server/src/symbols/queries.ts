import {
  CUSTOM_SYMBOL_SET_FORMAT,
  CustomSymbolDesignSchema,
  type CustomSymbol,
  type CustomSymbolSet,
} from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CustomSymbolTable } from '../db/schema';
import { notFound } from '../http/apiError';

export type CustomSymbolRow = Selectable<CustomSymbolTable>;

export function symbolView(row: CustomSymbolRow): CustomSymbol {
  return {
    id: row.id,
    name: row.name,
    svg: row.svg,
    viewBox: { width: row.view_width, height: row.view_height },
    elements: row.elements,
    // Read through the schema: designs saved before ports existed get none (side-middle ports).
    ...CustomSymbolDesignSchema.parse(row.design),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The organisation's symbols, by name: no other organisation's row is ever read. */
export async function listSymbols(db: Db, orgId: string): Promise<CustomSymbol[]> {
  const rows = await db
    .selectFrom('custom_symbol')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
  return rows.map(symbolView);
}

/** One symbol of the organisation; another organisation's counts as missing (404). */
export async function symbolOfOrg(db: Db, orgId: string, id: string): Promise<CustomSymbolRow> {
  const row = await db
    .selectFrom('custom_symbol')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The set file of the organisation's symbols: names, sanitised drawings and designs. */
export async function exportSymbolSet(db: Db, orgId: string): Promise<CustomSymbolSet> {
  const symbols = await listSymbols(db, orgId);
  return {
    format: CUSTOM_SYMBOL_SET_FORMAT,
    version: 1,
    symbols: symbols.map(({ name, svg, parts, states, defaultState, ports }) => ({
      name,
      svg,
      parts,
      states,
      defaultState,
      ports,
    })),
  };
}
