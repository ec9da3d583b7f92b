import type { PageSettings } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { ConfigurationPageTable, ModelPageTable, ProjectPageTable } from '../db/schema';

export type { ModelRow, ProjectRow } from '../access/pages';
export type PageRow = Selectable<ProjectPageTable>;
export type ConfigurationPageRow = Selectable<ConfigurationPageTable>;
export type ModelPageRow = Selectable<ModelPageTable>;

/** The settings columns every page row with its own settings has (project and equipment pages). */
type SettingsRow = Pick<
  Selectable<ProjectPageTable> | Selectable<ConfigurationPageTable>,
  'title' | 'width' | 'height' | 'fit' | 'bg_color' | 'bg_image' | 'use_bg_image' | 'grid'
>;

/** A page's settings as the wire carries them. */
export function settingsOf(row: SettingsRow): PageSettings {
  return {
    title: row.title,
    width: Number(row.width),
    height: Number(row.height),
    fit: row.fit,
    bgColor: row.bg_color,
    bgImage: row.bg_image,
    useBgImage: row.use_bg_image,
    grid: row.grid,
  };
}

/** Settings as columns to write; an absent one is left out of the write (keeps its value). */
export function settingsColumns(settings: Partial<PageSettings>) {
  return {
    title: settings.title,
    width: settings.width,
    height: settings.height,
    fit: settings.fit,
    bg_color: settings.bgColor,
    bg_image: settings.bgImage,
    use_bg_image: settings.useBgImage,
    grid: settings.grid,
  };
}
