import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** URL prefix under which app.ts serves the files folder. */
export const FILES_URL_PREFIX = '/files/';

/**
 * Where page layouts, thumbnails and images live. Keys are relative paths such as
 * `pages/{pageId}/3-k2x….json`; the URL of a key is `/files/{key}`. The local implementation
 * writes under LF_DATA_DIR/files; an object-storage adapter would implement the same calls.
 */
export interface FileStore {
  /** Stores `data` under `key` (atomically: readers see the old file or the whole new one). */
  put(key: string, data: Buffer | string): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Removes every file under a folder key (e.g. all versions of one page). */
  removeFolder(key: string): Promise<void>;
  /** Keys of the files directly in a folder key (none when it does not exist). */
  list(folderKey: string): Promise<string[]>;
  urlOf(key: string): string;
  /** The key of a URL this store handed out, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Refuses keys that could leave the files folder or name a hidden file. */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part.startsWith('.'))) {
    throw new Error(`unsafe file key ${JSON.stringify(key)}`);
  }
}

/** A random, URL-safe name part: file URLs are capabilities, so they must not be guessable. */
export function unguessable(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
}

export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`unsafe file key ${key}`);
    return path;
  }

  async put(key: string, data: Buffer | string): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${unguessable()}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
    return this.urlOf(key);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeFolder(key: string): Promise<void> {
    await rm(this.pathOf(key), { recursive: true, force: true });
  }

  async list(folderKey: string): Promise<string[]> {
    try {
      const entries = await readdir(this.pathOf(folderKey), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) => `${folderKey}/${entry.name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${FILES_URL_PREFIX}${key}`;
  }

  keyOf(url: string): string | undefined {
    if (!url.startsWith(FILES_URL_PREFIX)) return undefined;
    const key = url.slice(FILES_URL_PREFIX.length);
    return KEY_PATTERN.test(key) ? key : undefined;
  }
}
