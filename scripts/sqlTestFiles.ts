import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Splits a package's test files into those that open a database and those that do not, by
 * following each file's runtime imports (relative ones; `import type` is erased and does not
 * count) until one reaches the module that opens databases. The gate runs the first kind on
 * PGlite and again on PostgreSQL, the second once: a test that never reaches `openDatabase`
 * cannot behave differently on the two. Reading the imports instead of keeping a hand-made
 * list means a new test lands on the right side without anyone remembering to say so.
 */
export interface TestFileSplit {
  /** Paths relative to the package folder, as vitest's `include` takes them. */
  sql: string[];
  pure: string[];
}

const RUNTIME_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(RUNTIME_IMPORT)) {
    const target = resolveImport(file, (match[1] ?? match[2]) as string);
    if (target) found.push(target);
  }
  return found;
}

function testFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => join(folder, name));
}

/**
 * `packageDir`: the package whose tests to split; `databaseModule`: the file (relative to it)
 * whose loading means a database is opened.
 */
export function splitBySql(packageDir: string, databaseModule: string): TestFileSplit {
  const target = resolve(packageDir, databaseModule);
  const reaches = new Map<string, boolean>();
  const reachesDatabase = (file: string, visiting: Set<string>): boolean => {
    if (file === target) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const result = runtimeImports(file).some((next) => reachesDatabase(next, visiting));
    visiting.delete(file);
    reaches.set(file, result);
    return result;
  };
  const split: TestFileSplit = { sql: [], pure: [] };
  for (const file of [
    ...testFiles(join(packageDir, 'src')),
    ...testFiles(join(packageDir, 'test')),
  ]) {
    const side = reachesDatabase(file, new Set()) ? split.sql : split.pure;
    side.push(relative(packageDir, file));
  }
  split.sql.sort();
  split.pure.sort();
  return split;
}
