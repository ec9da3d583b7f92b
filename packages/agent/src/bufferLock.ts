import fs from 'node:fs';
import path from 'node:path';

/**
 * One writer per buffer directory: two agents appending to and committing the same segments
 * would lose and repeat data. The lock file holds the owner's pid; a lock whose process is gone
 * (a crash) is taken over. Directories locked by this process are remembered too, since several
 * agents may run in one process (the server's demo gateways).
 */
const LOCK_FILE = 'lock';
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockBufferDir(dir: string): () => void {
  const key = path.resolve(dir);
  if (heldHere.has(key))
    throw new Error(`buffer directory ${key} is already used by another agent`);
  const file = path.join(key, LOCK_FILE);
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(file, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
      throw new Error(`buffer directory ${key} is locked by process ${owner}`, { cause: error });
    }
    fs.writeFileSync(file, String(process.pid));
  }
  heldHere.add(key);
  return () => {
    heldHere.delete(key);
    fs.rmSync(file, { force: true });
  };
}
