/**
 * `brand-design browser-server` as a child process, the way a worker machine sees it: started
 * from the CLI entry point, its endpoint read from stdout, stopped with a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { descendants } from '../../src/crawl/processes.js';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly endpoint: string;
  readonly exited: Promise<number | null>;
  /** The process and every Chromium process under it (for a SIGKILL that leaves no orphan). */
  family(): number[];
  stderr(): string;
}

export async function startBrowserServer(args: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'browser-server', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const endpoint = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(ws:\/\/\S+)\n/.exec(out);
      if (line) resolve(line[1]!);
    });
    void exited.then((code) => reject(new Error(`browser-server exited with ${code}: ${err}`)));
  });
  return { child, endpoint, exited, family: () => [child.pid!, ...descendants(child.pid!)], stderr: () => err };
}

/** Kills the server and its Chromium at once (a crash, not a shutdown), and waits for the exit. */
export async function crashBrowserServer(server: ServerProcess): Promise<void> {
  const family = server.family();
  for (const pid of family) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  await server.exited;
}
