import { DEFAULT_PAGE_SIZE, type Paged } from '@lf/protocol';
import type { SelectQueryBuilder } from 'kysely';

/** `%keyword%` for an ILIKE that finds the keyword anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A page of a list as the calls ask for it (1-based; the page size defaults per list). */
export interface PageRequest {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The rows of one page: the query's own selection, order and joins, before limit and offset. */
interface RowQuery<R> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<R[]> } };
}

/**
 * One page of a filtered list and the list's total: `filtered` holds the conditions (and the
 * joins they need), `rows` adds the selection and the order. Every paged call of the API is
 * answered through here, so page numbering and the total are computed one way.
 */
export async function paged<DB, TB extends keyof DB, O, R>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => RowQuery<R>,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): Promise<Paged<R>> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? defaultPageSize;
  // Kysely cannot see through the generic selection that the count is there: it is.
  const count = (await filtered
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()) as unknown as { total: string };
  const list = await rows(filtered)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(count.total), page, pageSize, list };
}
