import {
  countTowardLimit,
  createDocument,
  LAYOUT_SCHEMA_VERSION,
  parseLayout,
  serialiseLayout,
  type Widget,
} from '@lf/designer';
import { LIMITS } from '@lf/protocol';

export type WidgetListProblem =
  | { kind: 'invalid'; path: string; reason: string }
  | { kind: 'tooManyWidgets'; count: number; max: number };

export type PreparedWidgets =
  | {
      ok: true;
      widgets: readonly Widget[];
      /** Each widget in its stored form (defaults left out), bottom first. */
      stored: Record<string, unknown>[];
      count: number;
    }
  | { ok: false; problem: WidgetListProblem };

/**
 * Checks a configuration page's widget list the way a page layout is checked: every widget
 * against the designer's schema (groups refitted), ids unique across the tree, and at most
 * 1000 widgets counting toward the limit.
 */
export function prepareWidgets(list: readonly unknown[]): PreparedWidgets {
  const parsed = parseLayout({
    schemaVersion: LAYOUT_SCHEMA_VERSION,
    con: {},
    widgets: list,
    bind: {},
  });
  if (!parsed.ok) {
    return {
      ok: false,
      problem: { kind: 'invalid', path: parsed.error.path, reason: parsed.error.message },
    };
  }
  const { widgets } = parsed.document;
  const count = countTowardLimit(widgets);
  if (count > LIMITS.widgetsPerPage) {
    return { ok: false, problem: { kind: 'tooManyWidgets', count, max: LIMITS.widgetsPerPage } };
  }
  const compact = JSON.parse(serialiseLayout({ ...createDocument(), widgets })) as {
    widgets: Record<string, unknown>[];
  };
  return { ok: true, widgets, stored: compact.widgets, count };
}

/** Stored widgets back as full designer widgets, migrated from the version they were saved in. */
export function readWidgets(
  stored: readonly Record<string, unknown>[],
  schemaVersion: number,
): readonly Widget[] {
  const parsed = parseLayout({ schemaVersion, con: {}, widgets: stored, bind: {} });
  if (!parsed.ok) throw new Error(`stored widgets unreadable: ${parsed.error.message}`);
  return parsed.document.widgets;
}
