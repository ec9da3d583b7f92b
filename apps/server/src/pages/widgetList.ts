import {
  createDocument,
  LAYOUT_SCHEMA_VERSION,
  parseLayout,
  serialiseLayout,
  type Widget,
} from '@lf/designer';
import { checkPage, type CheckedPage } from './pageLayout';

export type WidgetListProblem = Extract<CheckedPage, { ok: false }>['problem'];

export type PreparedWidgets =
  | {
      ok: true;
      widgets: readonly Widget[];
      /** Each widget in its stored form (defaults left out), bottom first. */
      stored: Record<string, unknown>[];
      count: number;
    }
  | { ok: false; problem: WidgetListProblem };

/** Checks a configuration page's widget list the way every page is checked (`checkPage`). */
export function prepareWidgets(list: readonly unknown[]): PreparedWidgets {
  const checked = checkPage({
    schemaVersion: LAYOUT_SCHEMA_VERSION,
    con: {},
    widgets: list,
    bind: {},
  });
  if (!checked.ok) return checked;
  const { widgets } = checked.document;
  const count = checked.widgetCount;
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
