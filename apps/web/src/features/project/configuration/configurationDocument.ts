import {
  parseLayout,
  LAYOUT_SCHEMA_VERSION,
  serialiseLayout,
  type PageDocument,
} from '@lf/designer';
import { pageSettingsOf, type ConfigurationPageInfo } from '@lf/protocol';

/** A configuration page's settings as the designer's page settings. */
export function configurationCon(info: ConfigurationPageInfo) {
  return {
    id: info.id,
    equipmentId: info.equipmentId,
    ...pageSettingsOf(info),
  };
}

/** The page document of a configuration page: its row's settings and its stored widgets. */
export function configurationDocument(
  info: ConfigurationPageInfo,
  widgets: readonly unknown[],
): PageDocument {
  const parsed = parseLayout({
    schemaVersion: LAYOUT_SCHEMA_VERSION,
    con: configurationCon(info),
    widgets,
  });
  if (!parsed.ok) throw new Error(parsed.error.text.en);
  return parsed.document;
}

/** The widget list configuration/widget/save stores: the designer's compact widgets, bottom first. */
export function configurationWidgetsJson(document: PageDocument): string {
  const layout = JSON.parse(serialiseLayout(document)) as { widgets: unknown[] };
  return JSON.stringify(layout.widgets);
}
