import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openBrandDesign } from '../../src/index.js';
import { tempDataDir } from '../helpers/runtime.js';

const CHILD = fileURLToPath(new URL('../helpers/crash-child.ts', import.meta.url));
const GOOD = 'https://studio.brand-design.test/about.html';
const SLOW = 'https://studio.brand-design.test/_slow/4000';

/** Runs the child until its slow job is crawling, then kills it with SIGKILL. */
async function crashMidJob(dataDir: string): Promise<{ good: string; slow: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, GOOD, SLOW], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });
  const ids = JSON.parse(line) as { good: string; slow: string };
  const observer = await openBrandDesign({ dataDir, recover: false });
  try {
    const deadline = Date.now() + 30_000;
    while ((await observer.client().submissions.get(ids.slow)).status !== 'crawling') {
      if (Date.now() > deadline) throw new Error('the slow job never started crawling');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await observer.close();
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
  return ids;
}

describe('crash safety: kill -9 mid-job', () => {
  it('resumes the interrupted job on the next open and loses nothing completed', async () => {
    const dataDir = tempDataDir();
    const { good, slow } = await crashMidJob(dataDir);
    const runtime = await openBrandDesign({ dataDir, metering: { enabled: true } });
    try {
      const s = runtime.client().submissions;
      const before = await s.result(good);
      expect(before.status).toBe('completed');
      const resumed = await s.wait(slow, { timeoutMs: 60_000 });
      expect(resumed.status).toBe('completed');
      expect(resumed.credits_consumed).toBe(1);
      expect(await s.result(good)).toEqual(before);
      expect(await runtime.credits.balance()).toBe(8);
    } finally {
      await runtime.close();
    }
  });

  it('fails and refunds the job once it has used its attempts', async () => {
    const dataDir = tempDataDir();
    const { good, slow } = await crashMidJob(dataDir);
    const runtime = await openBrandDesign({ dataDir, metering: { enabled: true }, maxAttempts: 1 });
    try {
      const s = runtime.client().submissions;
      const view = await s.get(slow);
      expect(view).toMatchObject({ status: 'failed', credits_consumed: 0 });
      expect(view.error).toMatch(/stopped/);
      expect((await s.get(good)).status).toBe('completed');
      expect(await runtime.credits.balance()).toBe(9);
    } finally {
      await runtime.close();
    }
  });
});
