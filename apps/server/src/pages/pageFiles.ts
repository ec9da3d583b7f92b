import { unguessable, type FileStore } from '../http/files/fileStore';

/** Layout versions kept per page; older files are removed after a newer save commits. */
export const KEPT_LAYOUT_VERSIONS = 10;

export function pageFolder(pageId: string): string {
  return `pages/${pageId}`;
}

/**
 * Key of a page's layout version: `pages/{pageId}/{version}-{random}.json`. A version file is
 * never rewritten (safe to cache, and a viewer reading version n is unaffected by save n+1);
 * the random part keeps the URL unguessable, since /files/ is served without a session.
 */
export function layoutKey(pageId: string, version: number): string {
  return `${pageFolder(pageId)}/${version}-${unguessable()}.json`;
}

export function versionOfKey(key: string): number | undefined {
  const match = /\/(\d+)-[A-Za-z0-9]+\.json$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** Removes the versions older than the last KEPT_LAYOUT_VERSIONS (and stray files of failed saves). */
export async function pruneLayoutVersions(
  files: FileStore,
  pageId: string,
  currentVersion: number,
): Promise<void> {
  for (const key of await files.list(pageFolder(pageId))) {
    const version = versionOfKey(key);
    if (version === undefined || version <= currentVersion - KEPT_LAYOUT_VERSIONS) {
      await files.remove(key);
    }
  }
}
