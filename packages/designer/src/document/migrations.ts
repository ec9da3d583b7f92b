import { attachStoredPipeEnds, attachStoredTeeEnds } from '../pipes/migrate';

/**
 * Versioned migrations of the stored layout, tldraw-style: each step lifts a layout from one
 * schema version to the next, so a page saved by any earlier release opens in this one.
 * Never edit a released step; add a new one and raise LAYOUT_SCHEMA_VERSION.
 */
export interface LayoutMigration {
  /** The version this step produces; it accepts layouts of `version - 1`. */
  readonly version: number;
  readonly description: string;
  readonly up: (layout: Record<string, unknown>) => Record<string, unknown>;
}

export const LAYOUT_MIGRATIONS: readonly LayoutMigration[] = [
  {
    version: 1,
    description:
      'Layouts saved before the schema was versioned carry no schemaVersion; their fields ' +
      'are read as they are (numbers as text are converted by the schema).',
    up: (layout) => layout,
  },
  {
    version: 2,
    description:
      'Pipe ends record the port they are attached to (dataAddon.attached), so a pipe ' +
      'follows a moved shape; ends saved on a port are attached to the port they lie on.',
    up: attachStoredPipeEnds,
  },
  {
    version: 3,
    description:
      'Tee ends record the pipe they join (its id, segment and the fraction along it), so ' +
      'a tee follows that pipe when it moves; ends saved as tees are attached where they lie.',
    up: attachStoredTeeEnds,
  },
];

export const LAYOUT_SCHEMA_VERSION = 3;

export type MigrationOutcome =
  | { readonly ok: true; readonly layout: Record<string, unknown> }
  | { readonly ok: false; readonly path: string; readonly message: string };

/** A stored layout without a version is version 0: the unversioned format of the first release. */
export function layoutVersion(layout: Record<string, unknown>): number | null {
  const version = layout.schemaVersion;
  if (version === undefined) return 0;
  if (typeof version === 'number' && Number.isInteger(version) && version >= 0) return version;
  return null;
}

/** Runs every step after the layout's version, in order, and stamps the final version. */
export function migrateLayout(
  layout: Record<string, unknown>,
  migrations: readonly LayoutMigration[] = LAYOUT_MIGRATIONS,
  target: number = LAYOUT_SCHEMA_VERSION,
): MigrationOutcome {
  const from = layoutVersion(layout);
  if (from === null) {
    return { ok: false, path: 'schemaVersion', message: 'schemaVersion must be a whole number' };
  }
  if (from > target) {
    return {
      ok: false,
      path: 'schemaVersion',
      message: `layout version ${from} is newer than this release understands (${target})`,
    };
  }
  let current = layout;
  for (let version = from + 1; version <= target; version += 1) {
    const step = migrations.find((migration) => migration.version === version);
    if (!step) {
      return { ok: false, path: 'schemaVersion', message: `no migration to version ${version}` };
    }
    try {
      current = { ...step.up(current), schemaVersion: version };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        path: 'schemaVersion',
        message: `migration to ${version} failed: ${reason}`,
      };
    }
  }
  return { ok: true, layout: current };
}
