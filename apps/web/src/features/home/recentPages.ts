import { z } from 'zod';

/** A monitoring page the user opened on this device. */
const recentPage = z.object({
  projectId: z.string(),
  pageId: z.string(),
  title: z.string(),
  openedAt: z.number(),
});
export type RecentPage = z.infer<typeof recentPage>;

export const RECENT_PAGES_KEY = 'lf.recentPages';
export const RECENT_PAGES_MAX = 6;

/** The list with `page` first, its earlier visit dropped, at most RECENT_PAGES_MAX long. */
export function withRecentPage(list: readonly RecentPage[], page: RecentPage): RecentPage[] {
  return [page, ...list.filter((p) => p.pageId !== page.pageId)].slice(0, RECENT_PAGES_MAX);
}

/** The stored list; anything unreadable counts as no visits. */
export function parseRecentPages(text: string | null): RecentPage[] {
  if (!text) return [];
  try {
    const parsed = z.array(recentPage).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.slice(0, RECENT_PAGES_MAX) : [];
  } catch {
    return [];
  }
}

export function readRecentPages(): RecentPage[] {
  try {
    return parseRecentPages(localStorage.getItem(RECENT_PAGES_KEY));
  } catch {
    return [];
  }
}

/** Remembers an opened page on this device (kept in localStorage, like the language). */
export function rememberPage(page: Omit<RecentPage, 'openedAt'>): void {
  try {
    const next = withRecentPage(readRecentPages(), { ...page, openedAt: Date.now() });
    localStorage.setItem(RECENT_PAGES_KEY, JSON.stringify(next));
  } catch {
    // Private mode may refuse storage; the overview then shows no recent pages.
  }
}
