/**
 * The Chromium adapter: the only module that imports playwright-core (ARCHITECTURE "One adapter
 * file per dependency"), and only on first use inside functions, so importing the library loads
 * nothing native.
 *
 * It finds an executable, launches (or connects to) one shared browser on first use, hands out
 * a bounded number of fresh browser contexts, relaunches after a crash, and closes everything
 * without leaving Chromium processes behind.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { BrandDesignError } from '../errors.js';
import { abortError, bounded, StepTimeoutError } from './bounded.js';
import { descendants, killStragglers, waitForExit } from './processes.js';
import { BrowserConnectionLostError, connectWithRetry, DEFAULT_CONNECT_TIMEOUT_MS, isCdpEndpoint, mentionsClosedTarget } from './remote-browser.js';
import { CaptureError, type BrowserOptions } from './types.js';

// Types only (erased at build time): the rest of crawl/ names Playwright objects through here.
export type {
  Browser, BrowserContext, CDPSession, Dialog, Download, Frame, Page, Request, Response, Route,
} from 'playwright-core';

/**
 * The features Playwright 1.65 turns off itself (its `chromiumSwitches`). Chromium reads only the
 * last `--disable-features` on its command line, and ours comes after Playwright's, so ours must
 * repeat them; test/crawl/browser-flags.test.ts fails when a Playwright upgrade adds one.
 */
const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI that headless Chromium (new headless, 13x+) still builds for every window, i.e. for every
 * context's first page: the omnibox popup, two WebUI pages in a renderer of their own. Measured
 * (issue 9 §3) at 200–400 ms of CPU per window on Chromium 156, as much as the browser process's
 * whole start, for UI no capture ever shows.
 */
const UNUSED_UI_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Flags every launch gets (ARCHITECTURE "Known facts"): quiet, headless, container-friendly. */
export const DEFAULT_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_UI_FEATURES].join(',')}`,
];

/**
 * Where system browsers live, tried in order after the option, the env var and Playwright's own.
 * Debian's and Arch's binary comes before `/usr/bin/chromium`, their launcher: on Debian a shell
 * script that forks a dozen helpers (grep, findmnt, ls, tr, …) and adds desktop flags before it
 * execs that same binary — 70–150 ms of a cold start on a busy machine (issue 9 §3).
 */
export const SYSTEM_CHROMIUM_PATHS: readonly string[] = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const BROWSER_ENV_VAR = 'BRAND_DESIGN_CHROMIUM';

const requireHere = createRequire(import.meta.url);

/**
 * playwright-core, loaded on first use with require(): it is CommonJS, and imported from ESM its
 * two 3.5 MB bundles also go through Node's CJS export lexer (measured ~120 ms more CPU per cold
 * start, issue 9 §3).
 */
function playwright(): typeof import('playwright-core') {
  return requireHere('playwright-core') as typeof import('playwright-core');
}

/** BrowserOptions.viewport default. */
export const DEFAULT_VIEWPORT = { width: 1440, height: 900 } as const;

const INSTALL_HINT =
  'Install one with `npx playwright install chromium`, or on Debian/Ubuntu `apt-get install chromium`, ' +
  `or set ${BROWSER_ENV_VAR} (or the executablePath option) to a Chromium or Chrome executable.`;

const LAUNCH_TIMEOUT_MS = 30_000;
const NEW_CONTEXT_TIMEOUT_MS = 15_000;
const CLOSE_CONTEXT_TIMEOUT_MS = 5_000;
const CLOSE_BROWSER_TIMEOUT_MS = 5_000;
/** How long a failed remote capture waits for the connection's close to tell a lost browser from a page error. */
const LOST_CONNECTION_GRACE_MS = 2_000;

export type ExecutableSource = 'option' | 'env' | 'playwright' | 'system';

export interface ExecutableSearch {
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** @default SYSTEM_CHROMIUM_PATHS */
  systemPaths?: readonly string[];
  /** Look for Playwright's own downloaded Chromium. @default true */
  playwright?: boolean;
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EACCES' || code === 'ELOOP') return false;
    throw error;
  }
}

/**
 * Finds the Chromium to launch: `options.executablePath`, then env `BRAND_DESIGN_CHROMIUM`, then
 * Playwright's downloaded Chromium, then well-known system paths. An explicit path (option or
 * env) that is not an executable file is an error rather than a silent fall-through.
 * @throws BrandDesignError BROWSER_NOT_FOUND, with what to install.
 */
export async function findChromiumExecutable(
  options: { executablePath?: string } = {},
  search: ExecutableSearch = {},
): Promise<{ path: string; source: ExecutableSource }> {
  const env = search.env ?? process.env;
  const explicit: [string | undefined, ExecutableSource, string][] = [
    [options.executablePath, 'option', 'the executablePath option'],
    [env[BROWSER_ENV_VAR], 'env', `the ${BROWSER_ENV_VAR} environment variable`],
  ];
  for (const [path, source, what] of explicit) {
    if (path === undefined || path === '') continue;
    if (isExecutableFile(path)) return { path, source };
    throw new BrandDesignError('BROWSER_NOT_FOUND', `No Chromium executable at ${path} (from ${what}). ${INSTALL_HINT}`);
  }
  const tried: string[] = [];
  if (search.playwright ?? true) {
    const own = playwright().chromium.executablePath();
    tried.push(own);
    if (own && isExecutableFile(own)) return { path: own, source: 'playwright' };
  }
  for (const path of search.systemPaths ?? SYSTEM_CHROMIUM_PATHS) {
    tried.push(path);
    if (isExecutableFile(path)) return { path, source: 'system' };
  }
  throw new BrandDesignError(
    'BROWSER_NOT_FOUND',
    `No Chromium executable found (looked in: ${tried.join(', ') || 'nowhere'}). ${INSTALL_HINT}`,
  );
}

/** A fresh browser context on loan from the pool. */
export interface ContextLease {
  readonly context: BrowserContext;
  /**
   * For a remote browser (`wsEndpoint`) whose connection is gone: `error` as the failure of a
   * lost connection, which the crawler runs again on a new one (issue 13 §2). Otherwise null.
   */
  lostConnection(error: unknown): Promise<BrowserConnectionLostError | null>;
  /** Closes the context (forcefully if it does not close in time) and frees the slot. Idempotent. */
  release(): Promise<void>;
}

export interface BrowserPool {
  /** Waits for a free slot (at most `maxContexts` at once), launching the browser if needed. */
  acquire(signal?: AbortSignal): Promise<ContextLease>;
  /** Process id of the launched browser; null before launch, after close, or when connected remotely. */
  browserPid(): number | null;
  /** Closes every context, then the browser. Idempotent. */
  close(): Promise<void>;
}

interface RunningBrowser {
  browser: Browser;
  pid: number | null;
  launched: boolean;
  /**
   * A context with its blank page made before any pool asked (the early launch's): the first
   * acquire of a pool whose context options have this key takes it; null once taken or refused.
   */
  prepared?: { key: string; context: Promise<BrowserContext | null> } | null;
}

/** What every capture context is made with; its JSON is the key a prepared context must match. */
function contextOptions(options: Pick<BrowserOptions, 'viewport' | 'colorScheme'>): BrowserContextOptions {
  return {
    viewport: options.viewport ?? DEFAULT_VIEWPORT,
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    deviceScaleFactor: 1,
    acceptDownloads: false,
    // A service worker would answer requests before our routing sees them.
    serviceWorkers: 'block',
    // Collectors fetch the manifest from inside the page; a strict CSP must not block them.
    bypassCSP: true,
    locale: 'en-US',
  };
}

/**
 * The prepared context of `instance` when its options match `key`, handed over once; one that does
 * not match is closed. Null when there is none, it failed, or its browser is gone.
 */
async function takePrepared(instance: RunningBrowser, key: string): Promise<BrowserContext | null> {
  const prepared = instance.prepared;
  instance.prepared = null;
  if (!prepared) return null;
  if (prepared.key !== key) {
    void prepared.context.then((context) => context?.close().catch(() => undefined));
    return null;
  }
  const context = await prepared.context;
  return context && instance.browser.isConnected() ? context : null;
}

/** Creates the pool; nothing is launched until the first `acquire`. */
export function createBrowserPool(options: BrowserOptions = {}): BrowserPool {
  const maxContexts = Math.max(1, Math.floor(options.maxContexts ?? 2));
  const settings = contextOptions(options);
  const settingsKey = JSON.stringify(settings);
  const connectBudgetMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  let running: RunningBrowser | null = null;
  let starting: Promise<RunningBrowser> | null = null;
  let closing: Promise<void> | null = null;
  let busy = 0;
  const waiters: { grant: () => void; fail: (error: unknown) => void }[] = [];
  const leases = new Set<BrowserContext>();

  function takeSlot(signal?: AbortSignal): Promise<void> {
    if (closing) return Promise.reject(closedError());
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (busy < maxContexts) {
      busy += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        fail: (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      const onAbort = (): void => {
        const index = waiters.indexOf(waiter);
        if (index >= 0) waiters.splice(index, 1);
        reject(abortError(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiters.push(waiter);
    });
  }

  function freeSlot(): void {
    const next = waiters.shift();
    if (next) next.grant(); // the slot passes straight to the next waiter
    else busy -= 1;
  }

  async function start(): Promise<RunningBrowser> {
    const { chromium } = playwright();
    let instance: RunningBrowser;
    if (options.wsEndpoint) {
      const endpoint = options.wsEndpoint;
      // A DevTools endpoint (http://…, ws://…/devtools/browser/…) is CDP; anything else is a
      // Playwright browser server. Issue 13 §2: a server that is restarting is tried again
      // within `connectTimeoutMs`, then BROWSER_UNAVAILABLE (remote-browser.ts).
      const browser = await connectWithRetry(
        endpoint,
        (timeout) => (isCdpEndpoint(endpoint) ? chromium.connectOverCDP(endpoint, { timeout }) : chromium.connect(endpoint, { timeout })),
        { budgetMs: connectBudgetMs },
      );
      instance = { browser, pid: null, launched: false };
    } else {
      const { path } = await findChromiumExecutable(options);
      const args = launchArgs(options);
      instance = await (adoptEarlyLaunch(path, args) ?? launchChromium(path, args));
    }
    instance.browser.on('disconnected', () => {
      if (running === instance) running = null;
    });
    return instance;
  }

  async function ensureBrowser(): Promise<RunningBrowser> {
    if (running?.browser.isConnected()) return running;
    running = null;
    starting ??= start().finally(() => {
      starting = null;
    });
    const instance = await starting;
    if (closing) {
      await shutDown(instance);
      throw closedError();
    }
    running = instance;
    return instance;
  }

  async function newContext(instance: RunningBrowser): Promise<BrowserContext> {
    const prepared = await takePrepared(instance, settingsKey);
    if (prepared) return prepared;
    return bounded(instance.browser.newContext(settings), NEW_CONTEXT_TIMEOUT_MS, 'creating a browser context');
  }

  async function acquire(signal?: AbortSignal): Promise<ContextLease> {
    await takeSlot(signal);
    let context: BrowserContext;
    let instance: RunningBrowser;
    try {
      instance = await bounded(ensureBrowser(), Math.max(LAUNCH_TIMEOUT_MS, connectBudgetMs) + 5_000, 'starting the browser', signal);
      try {
        context = await newContext(instance);
      } catch (error) {
        // The browser died between captures: start a new one, once.
        if (instance.browser.isConnected()) throw error;
        await recycle(instance);
        instance = await ensureBrowser();
        context = await newContext(instance);
      }
    } catch (error) {
      freeSlot();
      throw error;
    }
    // The browser this context lives in (`running` may already be cleared by a disconnect).
    const owner = instance;
    leases.add(context);
    let released: Promise<void> | null = null;
    const endpoint = options.wsEndpoint;
    return {
      context,
      lostConnection: async (error) => {
        if (!endpoint) return null;
        // The page's "target closed" error can arrive before the websocket's close does; other
        // failures (an HTTP error, a timeout) are not waited on.
        if (owner.browser.isConnected() && mentionsClosedTarget(error)) await disconnectedWithin(owner.browser, LOST_CONNECTION_GRACE_MS);
        return owner.browser.isConnected() ? null : new BrowserConnectionLostError(endpoint, error);
      },
      release: () => {
        released ??= (async () => {
          leases.delete(context);
          try {
            await bounded(context.close(), CLOSE_CONTEXT_TIMEOUT_MS, 'closing the browser context');
          } catch (error) {
            // Closing fails outright when the browser is already gone: nothing is left to close.
            // A close that hangs means a wedged browser: replace it.
            if (error instanceof StepTimeoutError && owner) await recycle(owner);
          } finally {
            freeSlot();
          }
        })();
        return released;
      },
    };
  }

  /** Shuts down `instance` and forgets it, so the next acquire starts a fresh browser. */
  async function recycle(instance: RunningBrowser): Promise<void> {
    if (running === instance) running = null;
    await shutDown(instance);
  }

  async function close(): Promise<void> {
    closing ??= (async () => {
      for (const waiter of waiters.splice(0)) waiter.fail(closedError());
      // A context that will not close is ended with its browser just below.
      await Promise.all(
        [...leases].map((context) => bounded(context.close(), CLOSE_CONTEXT_TIMEOUT_MS, 'closing a browser context').catch(() => undefined)),
      );
      leases.clear();
      // A launch still in progress is waited for and shut down; one that failed left nothing to close.
      const pending = starting ? await starting.catch(() => null) : null;
      const instances = [running, pending].filter((item): item is RunningBrowser => item !== null);
      running = null;
      await Promise.all(instances.map(shutDown));
    })();
    return closing;
  }

  return {
    acquire,
    browserPid: () => (running?.launched ? running.pid : null),
    close,
  };
}

const launchArgs = (options: BrowserOptions): string[] => [...DEFAULT_CHROMIUM_ARGS, ...(options.args ?? [])];

async function launchChromium(path: string, args: string[]): Promise<RunningBrowser> {
  const browser = await playwright()
    // The runtime owns shutdown (issue 8 item 4): Playwright's own signal handlers would close the
    // browser under a running capture and exit before its job is re-queued.
    .chromium.launch({ executablePath: path, headless: true, args, timeout: LAUNCH_TIMEOUT_MS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false })
    .catch((error: unknown) => {
      throw new CaptureError('browser', `Chromium at ${path} could not start: ${messageOf(error)}`, { cause: error });
    });
  return { browser, pid: await browserProcessId(browser), launched: true };
}

/** A Playwright browser server this process runs (issue 13 §2, `brand-design browser-server`). */
export interface BrowserServerHandle {
  /** The endpoint workers put in `browser.wsEndpoint`. */
  readonly wsEndpoint: string;
  /** Process id of its Chromium. */
  readonly pid: number | null;
  /** Settles when its Chromium has exited (closed, crashed or killed). */
  readonly exited: Promise<void>;
  /** Closes the server and its Chromium, killing what does not exit in time. Idempotent. */
  close(): Promise<void>;
}

/**
 * Starts Playwright's own browser server (`launchServer`) on the Chromium the crawler would
 * launch, with the same flags, so a remote capture renders like a local one. `host` defaults
 * to 127.0.0.1; `port` 0 picks a free one.
 * @throws BrandDesignError BROWSER_NOT_FOUND, or BROWSER_LAUNCH_FAILED when it does not start.
 */
export async function launchBrowserServer(options: Pick<BrowserOptions, 'executablePath' | 'args'> & { host?: string; port?: number; wsPath: string }): Promise<BrowserServerHandle> {
  const { path } = await findChromiumExecutable(options);
  const server = await playwright()
    .chromium.launchServer({
      executablePath: path, headless: true, args: launchArgs(options), timeout: LAUNCH_TIMEOUT_MS,
      host: options.host ?? '127.0.0.1', port: options.port ?? 0, wsPath: options.wsPath,
      // The command owns shutdown: it closes the server on SIGINT/SIGTERM and then exits.
      handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false,
    })
    .catch((error: unknown) => {
      throw new BrandDesignError('BROWSER_LAUNCH_FAILED', `Chromium at ${path} could not start: ${messageOf(error)}. ${INSTALL_HINT}`, { cause: error });
    });
  const child = server.process();
  const pid = child.pid ?? null;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let closing: Promise<void> | null = null;
  return {
    wsEndpoint: server.wsEndpoint(),
    pid,
    exited,
    close: () => {
      closing ??= (async () => {
        const family = pid === null ? [] : descendants(pid);
        try {
          await bounded(server.close(), CLOSE_BROWSER_TIMEOUT_MS, 'closing the browser server');
        } catch {
          await server.kill(); // a wedged browser: Playwright kills its process group
        } finally {
          killStragglers(family);
        }
      })();
      return closing;
    },
  };
}

/**
 * A launch begun before any pool asked for a browser (issue 9 §3, the cold `extract`): Chromium
 * boots while the rest of the program loads and the database opens, instead of after. The first
 * pool that starts with the same executable and flags adopts it; `discardEarlyLaunch` closes it
 * when none did (a cache hit, an error before the job ran).
 */
let early: { key: string; instance: Promise<RunningBrowser> } | null = null;

const launchKey = (path: string, args: string[]): string => JSON.stringify([path, args]);

/**
 * Starts Chromium now, for a pool created later with the same `options` (executable and args) to
 * adopt. Returns once the executable is found and the launch is under way; `ready` settles when
 * the browser is up, so a caller can still fail fast before submitting anything.
 * Once up, the browser also opens the first capture's context and blank page (`viewport` and
 * `colorScheme` as the pool will ask): the renderer starts while the program loads, not after.
 * @throws BrandDesignError BROWSER_NOT_FOUND (nothing to launch); `ready` rejects with
 * BROWSER_LAUNCH_FAILED when the browser does not start.
 */
export async function launchEarly(options: Pick<BrowserOptions, 'executablePath' | 'args' | 'viewport' | 'colorScheme'> = {}): Promise<{ ready: Promise<void> }> {
  await discardEarlyLaunch();
  const { path } = await findChromiumExecutable(options);
  const args = launchArgs(options);
  const settings = contextOptions(options);
  const instance = launchChromium(path, args).then((running): RunningBrowser => ({
    ...running,
    prepared: { key: JSON.stringify(settings), context: prepareContext(running.browser, settings) },
  }));
  const entry = { key: launchKey(path, args), instance };
  early = entry;
  const ready = entry.instance.then(
    () => undefined,
    (error: unknown) => {
      if (early === entry) early = null;
      throw new BrandDesignError('BROWSER_LAUNCH_FAILED', `${messageOf(error)}. ${INSTALL_HINT}`, { cause: error });
    },
  );
  ready.catch(() => undefined); // the caller awaits it later; no unhandled rejection meanwhile
  return { ready };
}

/**
 * A context with its blank page already open (a renderer start: 100–250 ms measured on a cold
 * extract), like a spare (spare-context.ts): unused, and given routes, init scripts and the network
 * policy by the capture before it navigates. Null when it cannot be made: the pool makes its own.
 */
async function prepareContext(browser: Browser, settings: BrowserContextOptions): Promise<BrowserContext | null> {
  let context: BrowserContext | null = null;
  try {
    context = await bounded(browser.newContext(settings), NEW_CONTEXT_TIMEOUT_MS, 'creating a browser context');
    await bounded(context.newPage(), NEW_CONTEXT_TIMEOUT_MS, 'opening a page');
    return context;
  } catch {
    // Nothing is lost: the pool's first acquire creates a context as it would have anyway.
    await context?.close().catch(() => undefined);
    return null;
  }
}

/** The early launch, when it was started for this executable and these flags; it is handed over once. */
function adoptEarlyLaunch(path: string, args: string[]): Promise<RunningBrowser> | null {
  if (early?.key !== launchKey(path, args)) return null;
  const { instance } = early;
  early = null;
  return instance;
}

/** Closes an early launch that no pool adopted. Idempotent. */
export async function discardEarlyLaunch(): Promise<void> {
  const pending = early;
  early = null;
  const instance = pending ? await pending.instance.catch(() => null) : null;
  if (instance) await shutDown(instance);
}

/**
 * Ends the browser. A launched one is killed with its process group at once: its profile is a
 * throwaway folder with nothing to flush, so Chromium's orderly shutdown only costs time (about
 * 50 ms at every CLI exit, up to the 5 s bound when the browser is wedged; issue 9 §3). `close()`
 * then has Playwright remove that profile folder; helpers that outlive the browser (zygotes,
 * renderers) are killed too. A connected (remote) browser is only disconnected.
 */
async function shutDown(instance: RunningBrowser): Promise<void> {
  const owned = instance.launched && instance.pid !== null;
  const family = owned ? descendants(instance.pid!) : [];
  try {
    if (owned) killProcessGroup(instance.pid!);
    await bounded(instance.browser.close(), CLOSE_BROWSER_TIMEOUT_MS, 'closing the browser');
    if (instance.pid !== null && !(await waitForExit(instance.pid, CLOSE_BROWSER_TIMEOUT_MS))) {
      throw new Error(`Chromium (pid ${instance.pid}) did not exit`);
    }
  } catch (error) {
    if (!owned) return;
    try {
      killProcessGroup(instance.pid!);
    } catch (killError) {
      throw new AggregateError([error, killError], 'could not stop Chromium');
    }
  } finally {
    killStragglers(family);
  }
}

/** SIGKILL to Chromium's process group (Playwright starts it detached, as the group's leader) and to itself. */
function killProcessGroup(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

/** The browser process id, from the DevTools protocol (Playwright does not expose it for `launch`). */
async function browserProcessId(browser: Browser): Promise<number | null> {
  const session = await browser.newBrowserCDPSession();
  try {
    const info = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    return info.processInfo.find((process) => process.type === 'browser')?.id ?? null;
  } finally {
    await session.detach();
  }
}

/** Resolves when `browser` disconnects, or after `ms`. */
function disconnectedWithin(browser: Browser, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      browser.off('disconnected', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    browser.on('disconnected', done);
  });
}

function closedError(): CaptureError {
  return new CaptureError('browser', 'The crawler is closed; create a new one to capture more pages.');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
