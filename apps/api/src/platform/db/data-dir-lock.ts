import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { DatabaseStartupError } from './database.ts';

/**
 * One process per PGlite data directory (PGlite is a single-user PostgreSQL: two processes on one
 * directory corrupt it). proper-lockfile holds `<dir>.lock` and refreshes its mtime; a lock left
 * by a process that died is taken over at once when its owner file names a dead pid on this
 * host, and by proper-lockfile's staleness rule otherwise (owner on another host, shared disk).
 */
export interface DataDirLock {
  release(): Promise<void>;
}

interface Owner {
  pid: number;
  hostname: string;
  startedAt: string;
}

const STALE_MS = 30_000;
const UPDATE_MS = 5_000;
/** Directories this process holds: a second open inside one process is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(path: string): Promise<Owner | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

function refusal(directory: string, owner: Owner | undefined): DatabaseStartupError {
  const who = owner
    ? `process ${owner.pid} on ${owner.hostname} (since ${owner.startedAt})`
    : 'another process';
  return new DatabaseStartupError(
    `The data directory ${directory} is in use by ${who}. PGlite allows one server per data directory: ` +
      'stop the other server first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
  );
}

export async function lockDataDir(
  directory: string,
  onCompromised: (error: Error) => void,
): Promise<DataDirLock> {
  if (held.has(directory))
    throw refusal(directory, { pid: process.pid, hostname: hostname(), startedAt: 'now' });
  const lockPath = `${directory}.lock`;
  const ownerPath = `${directory}.lock.owner.json`;
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised,
  };

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(directory, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') {
      throw new DatabaseStartupError(
        `The data directory ${directory} cannot be locked (${(error as Error).message}); check that DATA_DIR is writable.`,
        { cause: error },
      );
    }
    const owner = await readOwner(ownerPath);
    const sameHost = owner?.hostname === hostname();
    // The same pid as ours is a previous life of this server (e.g. pid 1 in a container).
    const ownerDead =
      owner !== undefined && sameHost && (owner.pid === process.pid || !isAlive(owner.pid));
    if (!ownerDead) throw refusal(directory, owner);
    await rm(lockPath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(directory, options);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED')
        throw refusal(directory, await readOwner(ownerPath));
      throw retryError;
    }
  }

  held.add(directory);
  const owner: Owner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  await writeFile(ownerPath, `${JSON.stringify(owner)}\n`);
  return {
    async release() {
      held.delete(directory);
      await rm(ownerPath, { force: true });
      await release();
    },
  };
}
