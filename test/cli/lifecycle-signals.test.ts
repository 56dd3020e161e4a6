/**
 * Process lifecycle (issue 8 items 4, 5, 14), with real processes, real Chromium and real SQLite:
 * Ctrl-C / SIGTERM re-queue the running job and close the browser; a job whose process was
 * killed is an orphan that later runs leave alone until `resume`; `cancel` refunds and `retry`
 * runs a failed job again; two processes submitting the same new URL make one crawl.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openBrandDesign } from '../../src/index.js';
import { tempDataDir } from '../helpers/runtime.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'src', 'cli', 'main.ts');
const ORPHAN_CHILD = join(ROOT, 'test', 'helpers', 'orphan-child.ts');
const SUBMIT_CHILD = join(ROOT, 'test', 'helpers', 'submit-child.ts');
const SLOW = 'https://studio.brand-design.test/_slow/4000';

/** The CLI from source (the build is not needed), as a child process. */
function cliProcess(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = cliProcess(args);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

/** Reads a submission's status view from another process's point of view. */
async function view(dataDir: string, id: string) {
  const observer = await openBrandDesign({ dataDir, recover: false });
  try {
    return (await observer.client().submissions.get(id));
  } finally {
    await observer.close();
  }
}

/** Polls `read` until `ok`; generous, because a loaded 2-core machine may take long to start a child. */
async function waitFor<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A process that runs (a zombie left for a container's pid 1 to reap has exited). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Runs a child until its slow job is crawling, then kills it with SIGKILL (as in crash-recovery.test.ts). */
async function orphanSlowJob(dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', ORPHAN_CHILD, dataDir, SLOW], { stdio: ['ignore', 'pipe', 'inherit'] });
  const slow = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });
  await waitFor('the slow job to crawl', () => view(dataDir, slow), (v) => v.status === 'crawling');
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
  return slow;
}

describe('Ctrl-C and SIGTERM during extract (issue 8 item 4)', () => {
  for (const [signal, exitCode] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal}: re-queues the running job, closes Chromium, exits ${exitCode} without a raw error`, async () => {
      const dataDir = tempDataDir();
      const child = cliProcess(['extract', 'https://studio.brand-design.test/_slow/30000', '--data-dir', dataDir, '--json']);
      let stderr = '';
      child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const list = async () => (await openBrandDesign({ dataDir, recover: false }).then(async (r) => {
        try { return (await r.client().submissions.list()).submissions; } finally { await r.close(); }
      }));
      const [job] = await waitFor('the job to crawl', list, (rows) => rows[0]?.status === 'crawling' && rows[0].current_step !== 'launching_browser');
      const browsers = spawnSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' }).stdout.split('\n').map(Number).filter(Boolean);
      expect(browsers.length).toBeGreaterThan(0);

      child.kill(signal);
      expect(await exited).toBe(exitCode);
      expect(stderr).toMatch(/re-queuing running jobs and closing the browser/);
      expect(stderr).not.toMatch(/Target page|browser has been closed|playwright|\n\s+at /i);
      expect(await view(dataDir, job!.submission_id)).toMatchObject({ status: 'queued', current_step: 'interrupted', error: null });
      expect(browsers.filter(running)).toEqual([]);
    }, 120_000);
  }
});

describe('orphans, resume, cancel and retry (issue 8 item 5)', () => {
  it('--timeout gives up waiting and re-queues the job instead of leaving it crawling', async () => {
    const dataDir = tempDataDir();
    const run = await cli(['extract', 'https://studio.brand-design.test/_slow/9000', '--timeout', '3', '--data-dir', dataDir, '--json']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/WAIT_TIMEOUT/);
    const observer = await openBrandDesign({ dataDir, recover: false });
    try {
      expect((await observer.client().submissions.list()).submissions).toMatchObject([{ status: 'queued', current_step: 'interrupted' }]);
      expect(await observer.jobs.orphans()).toHaveLength(1);
    } finally {
      await observer.close();
    }
  }, 120_000);

  it('a killed job is an orphan that a later extract leaves alone; resume finishes it', async () => {
    const dataDir = tempDataDir();
    const slow = await orphanSlowJob(dataDir);
    // What `brand-design list` sees (it opens with recover: false): the job has lost its process.
    expect(await view(dataDir, slow)).toMatchObject({ status: 'crawling', current_step: 'orphaned' });

    const other = await cli(['extract', 'https://studio.brand-design.test/pricing.html', '--sections', 'profile', '--data-dir', dataDir, '--json']);
    expect(other.code).toBe(0);
    const orphan = await view(dataDir, slow);
    expect(orphan).toMatchObject({ status: 'crawling', current_step: 'orphaned' });

    const observer = await openBrandDesign({ dataDir, recover: false });
    try {
      expect((await observer.jobs.orphans()).map((v) => v.submission_id)).toEqual([slow]);
    } finally {
      await observer.close();
    }
    const resumed = await cli(['resume', '--json', '--data-dir', dataDir]);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject([{ submission_id: slow, status: 'completed' }]);
  }, 120_000);

  it('cancel fails an orphan and refunds it; retry charges again and completes it; finished jobs are refused', async () => {
    const dataDir = tempDataDir();
    const slow = await orphanSlowJob(dataDir);
    const cancelled = await cli(['cancel', slow, '--json', '--data-dir', dataDir]);
    expect(cancelled.code).toBe(0);
    expect(JSON.parse(cancelled.stdout)).toMatchObject([{ submission_id: slow, status: 'failed', error: 'cancelled by the operator', credits_consumed: 0 }]);
    expect((await cli(['cancel', slow, '--data-dir', dataDir])).code).toBe(2);

    // The CLI does not meter, so its retry is not charged (a metered runtime's `jobs.retry` is).
    const retried = await cli(['retry', slow, '--json', '--data-dir', dataDir]);
    expect(retried.code).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject([{ submission_id: slow, status: 'completed', credits_consumed: 0, error: null }]);

    const runtime = await openBrandDesign({ dataDir, recover: false, metering: { enabled: true } });
    try {
      expect(await runtime.credits.balance()).toBe(10); // charged 1 at creation, refunded on cancel
      await expect(runtime.jobs.retry(slow)).rejects.toThrow(/only failed submissions can be retried/);
      await expect(runtime.jobs.cancel('sub_missing')).rejects.toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    } finally {
      await runtime.close();
    }
  }, 120_000);
});

describe('work in flight is done once (issue 8 item 14)', () => {
  it('two processes submitting the same new URL at once share one submission and one crawl', async () => {
    const dataDir = tempDataDir();
    const url = 'https://studio.brand-design.test/_slow/1500';
    const children = [0, 1].map(() => spawn(process.execPath, ['--import', 'tsx', SUBMIT_CHILD, dataDir, url], { stdio: ['pipe', 'pipe', 'inherit'] }));
    const outputs = children.map((child) => {
      const lines: string[] = [];
      const waiting: ((line: string) => void)[] = [];
      createInterface({ input: child.stdout! }).on('line', (line) => (waiting.length ? waiting.shift()!(line) : lines.push(line)));
      return (): Promise<string> => (lines.length ? Promise.resolve(lines.shift()!) : new Promise((resolve) => waiting.push(resolve)));
    });
    expect(await Promise.all(outputs.map((next) => next()))).toEqual(['ready', 'ready']);
    for (const child of children) child.stdin!.write('go\n');
    const finals = (await Promise.all(outputs.map((next) => next()))).map((line) => JSON.parse(line));
    expect(finals[0]).toMatchObject({ status: 'completed', cache_hit: false, error: null }); // error shown in the diff when it fails
    expect(finals[1].submission_id).toBe(finals[0].submission_id);
    expect(readdirSync(join(dataDir, 'artifacts'))).toEqual([finals[0].extraction_id]);
    const runtime = await openBrandDesign({ dataDir, recover: false });
    try {
      expect((await runtime.client().submissions.list()).total).toBe(1);
      expect(await runtime.credits.balance()).toBe(9); // charged once
    } finally {
      await runtime.close();
    }
  }, 120_000);
});
