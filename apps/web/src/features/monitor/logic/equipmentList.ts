import type { EquipmentSummary } from '@lf/protocol';

export type EquipmentSort = 'time' | 'name';
export type EquipmentState = 'alarm' | 'online' | 'offline';

/** A card's state: an active alarm outranks online, which outranks offline. */
export function equipmentState(e: Pick<EquipmentSummary, 'online' | 'alarmCount'>): EquipmentState {
  if (e.alarmCount > 0) return 'alarm';
  return e.online ? 'online' : 'offline';
}

/**
 * The list order the server uses, for re-ordering after a local change: stuck-to-top first, then
 * newest first (time) or by name, ties by id.
 */
export function sortEquipment(
  list: readonly EquipmentSummary[],
  sort: EquipmentSort,
  locale: string,
): EquipmentSummary[] {
  const collator = new Intl.Collator(locale);
  return [...list].sort((a, b) => {
    if (a.top !== b.top) return a.top ? -1 : 1;
    const byKey =
      sort === 'name'
        ? collator.compare(a.name, b.name)
        : Date.parse(b.gmtCreate) - Date.parse(a.gmtCreate);
    return byKey !== 0 ? byKey : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** Pages loaded one after another ("load more"), without the duplicates a shifted page brings. */
export function mergePages(pages: readonly (readonly EquipmentSummary[])[]): EquipmentSummary[] {
  const seen = new Set<string>();
  const merged: EquipmentSummary[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}

/** An endless list's next page number, or undefined once every item is loaded. */
export function nextPage<
  Page extends { readonly page: number; readonly total: number; readonly list: readonly unknown[] },
>(last: Page, pages: readonly Page[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.list.length, 0);
  return loaded < last.total ? last.page + 1 : undefined;
}
