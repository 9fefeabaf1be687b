/**
 * A migrated PGlite database saved as a tarball (PGlite's dumpDataDir), to start new in-memory
 * databases from. A cold PGlite start runs initdb inside WebAssembly, 3-10 s on two cores; one
 * from a template skips it and the migrations (about 1-2 s). The test suite and the demo start
 * dozens of servers, so they share one template, made once and kept in `folder`.
 *
 * The file's name carries a hash of PGlite's version and of the migrations, so a template is
 * never loaded into another PGlite or with another schema. Several processes may ask at once
 * (Jest workers): one makes it under a lock folder, writes it to a temporary file and renames
 * it into place; the others wait for the file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS, migrate, type Migration } from './migrations';
import { pgliteDriverOf } from './pgliteDriver';

const LOCK_STALE_MS = 2 * 60_000;
const WAIT_MS = 3 * 60_000;
const POLL_MS = 100;

function pgliteVersion(): string {
  try {
    const require = createRequire(join(process.cwd(), 'noop.js'));
    return (require('@electric-sql/pglite/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The template's file name for this PGlite and these migrations. */
export function pgliteTemplateName(
  migrations: readonly Migration[] = MIGRATIONS,
  version: string = pgliteVersion(),
): string {
  const hash = createHash('sha256')
    .update(version)
    .update(JSON.stringify(migrations))
    .digest('hex')
    .slice(0, 16);
  return `pglite-migrated-${hash}.tar`;
}

async function makeTemplate(file: string): Promise<void> {
  const db = await PGlite.create();
  try {
    await migrate(pgliteDriverOf(db));
    const dump = await db.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    if (!db.closed) await db.close();
  }
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) {
      rmSync(lock, { recursive: true, force: true });
      return tryLock(lock);
    }
    return false;
  }
}

/**
 * The path of the migrated template in `folder`, made first when it is missing. Give it to
 * the server as `database: { driver: 'pglite', template }`.
 */
export async function ensurePgliteTemplate(folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, pgliteTemplateName());
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(file)) {
    if (tryLock(lock)) {
      try {
        if (!existsSync(file)) await makeTemplate(file);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${lock} to go`);
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
  }
  return file;
}

/** The template's bytes, for PGlite's `loadDataDir`. */
export function readPgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
