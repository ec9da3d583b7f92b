import {
  countTowardLimit,
  PageSchema,
  parseLayout,
  serialiseLayout,
  type PageDocument,
  type PageInput,
} from '@lf/designer';
import { LIMITS, type Bilingual } from '@lf/protocol';

/** The page settings the save call carries beside the layout file; they win over the file's `con`. */
export interface PageSettings {
  id: string;
  projectId: string;
  title: string;
  width: number;
  height: number;
  fit?: PageInput['fit'];
  bgColor?: string;
  bgImage?: string;
  useBgImage?: boolean;
  grid?: boolean;
  checkpwd: boolean;
}

export type TooManyWidgets = { kind: 'tooManyWidgets'; count: number; max: number };

export type CheckedPage =
  | { ok: true; document: PageDocument; widgetCount: number }
  | {
      ok: false;
      problem: { kind: 'invalid'; path: string; text: Bilingual; reason: string } | TooManyWidgets;
    };

/**
 * The check every page's widgets pass, whoever owns the page: the layout parses with the
 * designer's schema (every widget valid, groups refitted, ids unique across the tree) and at
 * most 1000 widgets count toward the limit.
 */
export function checkPage(input: unknown): CheckedPage {
  const parsed = parseLayout(input);
  if (!parsed.ok) {
    const { path, text, message } = parsed.error;
    return { ok: false, problem: { kind: 'invalid', path, text, reason: message } };
  }
  const widgetCount = countTowardLimit(parsed.document.widgets);
  if (widgetCount > LIMITS.widgetsPerPage) {
    return {
      ok: false,
      problem: { kind: 'tooManyWidgets', count: widgetCount, max: LIMITS.widgetsPerPage },
    };
  }
  return { ok: true, document: parsed.document, widgetCount };
}

export type LayoutProblem =
  | { kind: 'layout'; path: string; text: Bilingual }
  | TooManyWidgets
  | { kind: 'setting'; field: string };

export type PreparedLayout =
  | { ok: true; document: PageDocument; text: string; widgetCount: number }
  | { ok: false; problem: LayoutProblem };

/**
 * Checks an uploaded layout file (`checkPage`) and produces the text to store: its `con` is
 * replaced by the page's settings. The password never reaches the file: it is served to
 * anyone holding the URL, so `con.password` is always stored empty.
 */
export function prepareLayout(fileText: string, settings: PageSettings): PreparedLayout {
  const checked = checkPage(fileText);
  if (!checked.ok) {
    const { problem } = checked;
    return problem.kind === 'invalid'
      ? { ok: false, problem: { kind: 'layout', path: problem.path, text: problem.text } }
      : { ok: false, problem };
  }
  const { document: parsed, widgetCount } = checked;
  const given = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  const con = PageSchema.safeParse({ ...parsed.con, ...given, password: '' });
  if (!con.success) {
    return { ok: false, problem: { kind: 'setting', field: String(con.error.issues[0]?.path[0]) } };
  }
  const document: PageDocument = { ...parsed, con: con.data };
  return { ok: true, document, text: serialiseLayout(document), widgetCount };
}

/** A stored layout given to another page (a copy): same widgets, new page id and title. */
export function relabelLayout(
  storedText: string,
  page: { id: string; projectId: string; title: string },
): string {
  const parsed = parseLayout(storedText);
  if (!parsed.ok) throw new Error(`stored layout unreadable: ${parsed.error.message}`);
  return serialiseLayout({ ...parsed.document, con: { ...parsed.document.con, ...page } });
}
