/**
 * What Chromium is started with (issue 9 §3): no browser UI is built for a context's page (the
 * omnibox popup's WebUI renderer cost 200–400 ms of CPU per window), and Playwright's own disabled
 * features still hold — Chromium reads only the last `--disable-features`, which is ours; and which
 * executable is found first; and that closing one kills it rather than waiting on an orderly shutdown.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBrowserPool, findChromiumExecutable, SYSTEM_CHROMIUM_PATHS } from '../../src/crawl/browser.js';

/** Every `--disable-features` value on the process's command line, in order. */
function disabledFeatureLists(pid: number): string[][] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(',').filter(Boolean));
}

describe('Chromium launch flags', () => {
  it('a context page builds no browser UI, and the effective --disable-features keeps all of Playwright\'s', async () => {
    const pool = createBrowserPool({ maxContexts: 1 });
    try {
      const lease = await pool.acquire();
      try {
        await lease.context.newPage();
        const browser = lease.context.browser()!;
        const session = await browser.newBrowserCDPSession();
        // The omnibox popup is created with the window, asynchronously: give it time to appear.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as { targetInfos: { type: string; url: string }[] };
        await session.detach();
        expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
        expect(targetInfos.some((target) => target.type === 'page')).toBe(true);

        const lists = disabledFeatureLists(pool.browserPid()!);
        expect(lists.length).toBeGreaterThanOrEqual(2); // Playwright's, then ours
        const effective = lists.at(-1)!;
        for (const earlier of lists.slice(0, -1)) expect(effective).toEqual(expect.arrayContaining(earlier));
        expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
      } finally {
        await lease.release();
      }
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('Chromium executable', () => {
  it('the binary behind Debian\'s /usr/bin/chromium launcher script is tried before the script', async () => {
    expect(SYSTEM_CHROMIUM_PATHS.indexOf('/usr/lib/chromium/chromium')).toBeGreaterThanOrEqual(0);
    expect(SYSTEM_CHROMIUM_PATHS.indexOf('/usr/lib/chromium/chromium')).toBeLessThan(SYSTEM_CHROMIUM_PATHS.indexOf('/usr/bin/chromium'));
    // Where Debian's package is installed (CI, this machine), discovery lands on the binary itself.
    if (existsSync('/usr/lib/chromium/chromium')) {
      await expect(findChromiumExecutable({}, { env: {}, playwright: false })).resolves.toEqual({ path: '/usr/lib/chromium/chromium', source: 'system' });
    }
  });
});

describe('closing a launched browser', () => {
  it('kills it at once instead of waiting on Chromium\'s own shutdown: a wedged browser closes in well under the 5 s bound, leaving no process and no profile folder', async () => {
    const pool = createBrowserPool({ maxContexts: 1 });
    const lease = await pool.acquire();
    await lease.release();
    const pid = pool.browserPid()!;
    const profile = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').find((arg) => arg.startsWith('--user-data-dir='))!.slice('--user-data-dir='.length);
    expect(existsSync(profile)).toBe(true);
    process.kill(pid, 'SIGSTOP'); // a browser that no longer answers (an orderly close would time out)
    const started = performance.now();
    await pool.close();
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(existsSync(`/proc/${pid}`) && !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))).toBe(false);
    expect(existsSync(profile)).toBe(false);
  }, 60_000);
});
