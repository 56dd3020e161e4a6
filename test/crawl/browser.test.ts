/**
 * The Chromium adapter: executable discovery, the lazily launched shared browser, the bounded
 * context pool, relaunch after a crash, and a close() that leaves no Chromium process behind.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandDesignError } from '../../src/errors.js';
import { createBrowserPool, findChromiumExecutable, SYSTEM_CHROMIUM_PATHS } from '../../src/crawl/browser.js';
import { CaptureError } from '../../src/crawl/types.js';

let dir: string;
let fakeChromium: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'brand-design-browser-'));
  fakeChromium = join(dir, 'my-chromium');
  writeFileSync(fakeChromium, '#!/bin/sh\nexit 0\n');
  chmodSync(fakeChromium, 0o755);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

describe('findChromiumExecutable', () => {
  const nowhere = { env: {}, systemPaths: [], playwright: false };

  it('the explicit path wins over the env var and the system', async () => {
    const found = await findChromiumExecutable({ executablePath: fakeChromium }, { env: { BRAND_DESIGN_CHROMIUM: '/usr/bin/chromium' } });
    expect(found).toEqual({ path: fakeChromium, source: 'option' });
  });

  it('then BRAND_DESIGN_CHROMIUM', async () => {
    const found = await findChromiumExecutable({}, { env: { BRAND_DESIGN_CHROMIUM: fakeChromium }, systemPaths: SYSTEM_CHROMIUM_PATHS });
    expect(found).toEqual({ path: fakeChromium, source: 'env' });
  });

  it('then the system paths, in order', async () => {
    const found = await findChromiumExecutable({}, { env: {}, systemPaths: [join(dir, 'missing'), fakeChromium], playwright: false });
    expect(found).toEqual({ path: fakeChromium, source: 'system' });
  });

  it('a bogus explicit path is BROWSER_NOT_FOUND, saying what to install', async () => {
    const error = await findChromiumExecutable({ executablePath: join(dir, 'nope') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrandDesignError);
    expect((error as BrandDesignError).code).toBe('BROWSER_NOT_FOUND');
    const message = (error as Error).message;
    expect(message).toContain(join(dir, 'nope'));
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('apt-get install chromium');
    expect(message).toContain('BRAND_DESIGN_CHROMIUM');
  });

  it('a bogus env path is an error too, not a silent fall-through', async () => {
    await expect(findChromiumExecutable({}, { env: { BRAND_DESIGN_CHROMIUM: join(dir, 'nope') } })).rejects.toMatchObject({
      code: 'BROWSER_NOT_FOUND',
      message: expect.stringContaining('BRAND_DESIGN_CHROMIUM'),
    });
  });

  it('nothing anywhere is BROWSER_NOT_FOUND listing where it looked', async () => {
    await expect(findChromiumExecutable({}, { ...nowhere, systemPaths: [join(dir, 'a')] })).rejects.toMatchObject({
      code: 'BROWSER_NOT_FOUND',
      message: expect.stringMatching(/looked in: .*\/a\b.*npx playwright install chromium/),
    });
  });

  it('a pool with a bogus executable fails its first acquire with BROWSER_NOT_FOUND', async () => {
    const pool = createBrowserPool({ executablePath: join(dir, 'nope') });
    await expect(pool.acquire()).rejects.toMatchObject({ code: 'BROWSER_NOT_FOUND' });
    await pool.close();
  });
});

/** Pids of `pid` and all its descendants. */
function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i += 1) {
    let listed = '';
    try {
      listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(out[i])], { encoding: 'utf8' });
    } catch (error) {
      // ps exits 1 when a process has no children.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    out.push(...listed.split('\n').map((line) => Number(line.trim())).filter((n) => n > 0));
  }
  return out;
}

/** The process state letter and parent, or null once the pid is gone. */
function procState(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** True while `pid` exists and is not a zombie. */
function running(pid: number): boolean {
  const info = procState(pid);
  return info !== null && info.state !== 'Z';
}

describe('browser pool', () => {
  it('creating a crawler loads no Playwright code (it is imported on first use)', () => {
    const crawler = pathToFileURL(join(process.cwd(), 'src/crawl/crawler.ts')).href;
    const script = `import { createRequire } from 'node:module';
      const { createCrawler } = await import(${JSON.stringify(crawler)});
      createCrawler();
      const cache = createRequire(import.meta.url)('node:module')._cache;
      console.log(Object.keys(cache).filter((file) => file.includes('playwright-core')).length);`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(output.trim()).toBe('0');
  });

  it('launches lazily, shares one browser and bounds the contexts', async () => {
    const pool = createBrowserPool({ maxContexts: 2 });
    try {
      expect(pool.browserPid()).toBeNull(); // nothing launched by creating the pool
      const a = await pool.acquire();
      const pid = pool.browserPid();
      expect(pid).toEqual(expect.any(Number));
      const b = await pool.acquire();
      expect(pool.browserPid()).toBe(pid);
      expect(a.context).not.toBe(b.context);

      const order: string[] = [];
      const third = pool.acquire().then((lease) => {
        order.push('third acquired');
        return lease;
      });
      await new Promise((resolve) => setImmediate(resolve));
      order.push('releasing a');
      await a.release();
      const c = await third;
      expect(order).toEqual(['releasing a', 'third acquired']);

      const controller = new AbortController();
      const waiting = pool.acquire(controller.signal);
      controller.abort();
      await expect(waiting).rejects.toMatchObject({ reason: 'aborted' });

      await Promise.all([b.release(), c.release(), c.release()]); // release is idempotent
    } finally {
      await pool.close();
    }
  });

  it('relaunches after the browser died', async () => {
    const pool = createBrowserPool();
    try {
      const first = await pool.acquire();
      const pid = pool.browserPid()!;
      process.kill(pid, 'SIGKILL');
      await first.release(); // the context is gone with its browser; releasing must not throw
      const second = await pool.acquire();
      expect(pool.browserPid()).not.toBe(pid);
      const page = await second.context.newPage();
      await page.setContent('<p>alive</p>');
      expect(await page.textContent('p')).toBe('alive');
      await second.release();
    } finally {
      await pool.close();
    }
  });

  it('close() closes contexts and the browser, leaves no process, and is idempotent', async () => {
    const pool = createBrowserPool();
    const lease = await pool.acquire();
    const page = await lease.context.newPage();
    await page.setContent('<p>hello</p>');
    const pids = processTree(pool.browserPid()!);
    expect(pids.length).toBeGreaterThan(1); // the browser and its helpers (renderer, zygote, …)
    expect(pids.every(running)).toBe(true);

    await Promise.all([pool.close(), pool.close()]);
    await pool.close();
    expect(pids.filter(running)).toEqual([]);
    // Nothing is left for this process to reap: the browser was waited for, and helpers that
    // exit after it are re-parented to init, which reaps them.
    expect(pids.filter((pid) => procState(pid)?.ppid === process.pid)).toEqual([]);
    expect(pool.browserPid()).toBeNull();
    await expect(pool.acquire()).rejects.toBeInstanceOf(CaptureError);
  });

  it('connects to a running Chromium (wsEndpoint) instead of launching, and leaves it running', async () => {
    const chromium = await findChromiumExecutable();
    const child = spawn(chromium.path, [
      '--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=0', `--user-data-dir=${join(dir, 'profile')}`, 'about:blank',
    ], { stdio: ['ignore', 'ignore', 'pipe'], detached: true }); // its own group: its helpers die with it (below)
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const endpoint = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stderr!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', () => reject(new Error(`chromium exited: ${output}`)));
      });
      const pool = createBrowserPool({ wsEndpoint: endpoint });
      const lease = await pool.acquire();
      const page = await lease.context.newPage();
      await page.setContent('<p>remote</p>');
      expect(await page.textContent('p')).toBe('remote');
      expect(pool.browserPid()).toBeNull(); // not ours to kill
      await lease.release();
      await pool.close();
      expect(child.exitCode).toBeNull();
    } finally {
      // The whole group: Chromium's helpers (zygote, network, storage) outlive a killed parent for a
      // moment and kept writing the profile while afterAll removed it (ENOTEMPTY on a loaded machine).
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
    }
  });
});
