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

export type LayoutProblem =
  | { kind: 'layout'; path: string; text: Bilingual }
  | { kind: 'tooManyWidgets'; count: number; max: number }
  | { kind: 'setting'; field: string };

export type PreparedLayout =
  | { ok: true; document: PageDocument; text: string; widgetCount: number }
  | { ok: false; problem: LayoutProblem };

/**
 * Checks an uploaded layout file and produces the text to store: the file must parse with the
 * designer's schema (every widget valid, ids unique), hold at most 1000 widgets, and its `con`
 * is replaced by the page's settings. The password never reaches the file: it is served to
 * anyone holding the URL, so `con.password` is always stored empty.
 */
export function prepareLayout(fileText: string, settings: PageSettings): PreparedLayout {
  const parsed = parseLayout(fileText);
  if (!parsed.ok) {
    return {
      ok: false,
      problem: { kind: 'layout', path: parsed.error.path, text: parsed.error.text },
    };
  }
  const widgetCount = countTowardLimit(parsed.document.widgets);
  if (widgetCount > LIMITS.widgetsPerPage) {
    return {
      ok: false,
      problem: { kind: 'tooManyWidgets', count: widgetCount, max: LIMITS.widgetsPerPage },
    };
  }
  const given = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  const con = PageSchema.safeParse({ ...parsed.document.con, ...given, password: '' });
  if (!con.success) {
    return { ok: false, problem: { kind: 'setting', field: String(con.error.issues[0]?.path[0]) } };
  }
  const document: PageDocument = { ...parsed.document, con: con.data };
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
