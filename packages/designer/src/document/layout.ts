import { z } from 'zod';
import { filled } from './primitives';
import { jsonShapeProblem, type Bilingual } from '@lf/protocol';
import { BindSchema, type Bind } from './binding';
import { computeBind } from './bind';
import { compactPage, compactWidget } from './compact';
import { LAYOUT_SCHEMA_VERSION, migrateLayout } from './migrations';
import { PageSchema, type Page, type PageInput } from './page';
import { fitGroup, walkWidgets } from './tree';
import { WidgetSchema, type Widget } from './widget';

/**
 * The page being edited: its settings (`con`) and its widgets, bottom to top. The `bind`
 * summary of the stored layout is not part of it: it is recomputed from the widgets on save.
 */
export interface PageDocument {
  readonly schemaVersion: number;
  readonly con: Page;
  readonly widgets: readonly Widget[];
}

/** The stored layout file (SPEC §3): `{con, widgets, bind}` plus its schema version. */
export interface StoredLayout {
  readonly schemaVersion: number;
  readonly con: Page;
  readonly widgets: readonly Widget[];
  readonly bind: Bind;
}

const LayoutSchema = z.object({
  schemaVersion: z.literal(LAYOUT_SCHEMA_VERSION),
  con: filled(PageSchema),
  widgets: z.array(WidgetSchema).default([]),
  bind: filled(BindSchema),
});

export interface LayoutError {
  /** Where the layout is wrong, e.g. `widgets[3].position.width`. */
  readonly path: string;
  readonly message: string;
  /** Every problem found, the first of which is `path`/`message`. */
  readonly issues: readonly { readonly path: string; readonly message: string }[];
  readonly text: Bilingual;
}

export type ParseLayoutResult =
  | { readonly ok: true; readonly document: PageDocument }
  | { readonly ok: false; readonly error: LayoutError };

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

function layoutError(issues: { path: string; message: string }[]): LayoutError {
  const first = issues[0] ?? { path: '', message: 'invalid layout' };
  const where = first.path === '' ? '' : ` (${first.path})`;
  return {
    path: first.path,
    message: first.message,
    issues,
    text: {
      zh: `页面布局文件无效${where}：${first.message}`,
      en: `The page layout is invalid${where}: ${first.message}`,
    },
  };
}

function duplicateIdIssues(widgets: readonly Widget[]): { path: string; message: string }[] {
  const seen = new Set<string>();
  const issues: { path: string; message: string }[] = [];
  walkWidgets(widgets, (widget) => {
    if (seen.has(widget.id)) {
      issues.push({ path: 'widgets', message: `widget id ${widget.id} is used twice` });
    }
    seen.add(widget.id);
  });
  return issues;
}

function refitGroups(widgets: readonly Widget[]): Widget[] {
  return widgets.map((widget) =>
    widget.children ? fitGroup({ ...widget, children: refitGroups(widget.children) }) : widget,
  );
}

/**
 * Reads a stored layout (the JSON text or its parsed value): migrates it to the current
 * version, validates every field, converts numbers written as text, fills defaults and
 * refits group boxes. A malformed layout yields a precise error, never an exception.
 */
export function parseLayout(input: unknown): ParseLayoutResult {
  let raw = input;
  if (typeof raw === 'string') {
    const problem = jsonShapeProblem(raw);
    if (problem) {
      const limit = problem.kind === 'tooDeep' ? 'levels deep' : 'keys';
      return {
        ok: false,
        error: layoutError([{ path: '', message: `over ${problem.max} ${limit}` }]),
      };
    }
    try {
      raw = JSON.parse(raw) as unknown;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, error: layoutError([{ path: '', message: `not JSON: ${reason}` }]) };
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: layoutError([{ path: '', message: 'expected a layout object' }]) };
  }
  const migrated = migrateLayout(raw as Record<string, unknown>);
  if (!migrated.ok) {
    return { ok: false, error: layoutError([{ path: migrated.path, message: migrated.message }]) };
  }
  const parsed = LayoutSchema.safeParse(migrated.layout);
  if (!parsed.success) {
    return {
      ok: false,
      error: layoutError(
        parsed.error.issues.map((issue) => ({
          path: formatPath(issue.path),
          message: issue.message,
        })),
      ),
    };
  }
  const duplicates = duplicateIdIssues(parsed.data.widgets);
  if (duplicates.length > 0) return { ok: false, error: layoutError(duplicates) };
  return {
    ok: true,
    document: {
      schemaVersion: parsed.data.schemaVersion,
      con: parsed.data.con,
      widgets: refitGroups(parsed.data.widgets),
    },
  };
}

/** The layout to store: the document plus its freshly computed `bind` summary. */
export function toStoredLayout(document: PageDocument): StoredLayout {
  return {
    schemaVersion: document.schemaVersion,
    con: document.con,
    widgets: document.widgets,
    bind: computeBind(document.widgets),
  };
}

/**
 * The layout file's text, with default values left out (see compact.ts);
 * `parseLayout(serialiseLayout(d))` gives back `d` exactly.
 */
export function serialiseLayout(document: PageDocument): string {
  return JSON.stringify({
    schemaVersion: document.schemaVersion,
    con: compactPage(document.con),
    widgets: document.widgets.map(compactWidget),
    bind: computeBind(document.widgets),
  });
}

/** A new empty page with the defaults of SPEC §3 (1024 × 768, white, fit container). */
export function createDocument(con: PageInput = {}): PageDocument {
  return { schemaVersion: LAYOUT_SCHEMA_VERSION, con: PageSchema.parse(con), widgets: [] };
}
