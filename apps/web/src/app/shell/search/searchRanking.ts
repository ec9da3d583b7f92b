/** What the global search finds: screens of the menu, equipment, monitoring pages, signals. */
export type SearchKind = 'menu' | 'equipment' | 'page' | 'signal';

export interface SearchEntry {
  key: string;
  kind: SearchKind;
  label: string;
  /** Where the entry sits (its area, project or equipment): shown beside it, matched weaker. */
  context: string;
  path: string;
}

/** With equal scores, what a person most often looks for comes first. */
const KIND_ORDER: Record<SearchKind, number> = { menu: 0, equipment: 1, page: 2, signal: 3 };

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Letters of `query` in order within `text`, gaps allowed ("1bz" in "1号泵站"). */
function isSubsequence(query: string, text: string): boolean {
  let at = 0;
  for (const char of text) {
    if (char === query[at]) at += 1;
    if (at === query.length) return true;
  }
  return false;
}

/**
 * How well `text` answers `query`: whole text 100, its start 80, the start of one of its words
 * 60, anywhere inside 40, its letters in order 10, no match 0.
 */
export function matchScore(query: string, text: string): number {
  const q = normalise(query);
  const t = normalise(text);
  if (q === '' || t === '') return 0;
  if (t === q) return 100;
  if (t.startsWith(q)) return 80;
  if (t.split(/[\s/·:：_\-()（）]+/).some((word) => word.startsWith(q))) return 60;
  if (t.includes(q)) return 40;
  return isSubsequence(q.replace(/ /g, ''), t) ? 10 : 0;
}

function entryScore(query: string, entry: SearchEntry): number {
  return Math.max(matchScore(query, entry.label), matchScore(query, entry.context) / 2);
}

/**
 * The entries matching `query`, best first; an empty query lists the menu's screens, so the
 * search doubles as a keyboard way to any screen.
 */
export function rankEntries(
  query: string,
  entries: readonly SearchEntry[],
  limit = 20,
): SearchEntry[] {
  if (normalise(query) === '') return entries.filter((e) => e.kind === 'menu').slice(0, limit);
  return entries
    .map((entry) => ({ entry, score: entryScore(query, entry) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
        a.entry.label.length - b.entry.label.length ||
        a.entry.label.localeCompare(b.entry.label),
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}
