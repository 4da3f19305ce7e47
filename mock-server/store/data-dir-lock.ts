/**
 * One process at a time on a data folder. PGlite runs PostgreSQL inside the process that opened the
 * folder, with nothing that stops a second process from opening it too (and both writing over each
 * other's files). So whoever opens a data folder (the server, `npm run db:backup|restore|reset`)
 * first writes its process id to DATA_DIR/.tidemark.pid, and nobody else opens the folder while that
 * process lives. A process that died without removing the file (SIGKILL, a power cut) holds
 * nothing: the next one takes the folder over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseRefused } from './database-refused.ts';

/** The file naming the process that has the folder open (a dot-file: not counted as data). */
export const LOCK_FILE = '.tidemark.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of another live process that has the folder open, or null. */
export function holderOf(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * Takes the folder (which must exist) for this process; answers the function that gives it back.
 * Refused (DatabaseRefused, saying which process) while another live process holds it.
 */
export function lockDataDir(dataDir: string, what = 'Tidemark'): () => void {
  const path = join(dataDir, LOCK_FILE);
  const refuse = (holder: number | null) =>
    new DatabaseRefused(
      `The data folder ${dataDir} is in use by another process (${holder === null ? 'starting right now' : `pid ${holder}`}: a Tidemark server or an npm run db:... command): ` +
        `stop it first, ${what} cannot share the folder with it`,
    );
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(dataDir);
    if (holder !== null || attempt >= 2) throw refuse(holder);
    // Left by a process that is gone (or by this one): taken over.
    rmSync(path, { force: true });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
    } catch {
      // Already gone (the folder was removed or replaced).
    }
  };
}
