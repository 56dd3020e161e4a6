/**
 * One page, one Capture: navigate (fixture origins routed), settle, collect (nodes, styles, head,
 * fonts, forced states), take screenshots, save the artifacts. The browser only collects; the
 * Capture is plain data for analyze/ (ARCHITECTURE "Contracts").
 *
 * Every step that talks to the page is time-limited and shares one AbortSignal, which fires on
 * the caller's abort, a renderer crash, or the capture deadline (`captureTimeoutMs`).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeArtifacts, saveResources } from './artifacts.js';
import { writeFileAtomic } from '../artifacts/atomic-write.js';
import { abortError, bounded, Deadline, StepTimeoutError } from './bounded.js';
import type { BrowserContext, CDPSession, Page } from './browser.js';
import { ARTIFACT_FILES, CAPTURE_FORMAT_VERSION, type Capture } from './capture-types.js';
import { collectPageData } from './collect.js';
import { isFixtureUrl } from './fixture-origin.js';
import { navigate } from './navigate.js';
import { FixtureLog, installRouting, NetworkRecorder, resolveFixture } from './network.js';
import { blockForbiddenLiterals, gateForExtraction, type NetworkGate } from './network-gate.js';
import { finishFiniteAnimations, mutationClockScript, settlePage } from './settle.js';
import { CaptureError, type BrowserOptions, type CaptureOptions, type CrawlStep } from './types.js';
import { captureWarning, type CaptureWarning } from './warnings.js';
import { installSiteAccess } from './site-access.js';
import { phaseTimer } from './phase-timer.js';
import { openPage } from './spare-context.js';

export const DEFAULT_PAGE_BUDGET_MS = 15_000;
export const DEFAULT_CAPTURE_TIMEOUT_MS = 45_000;
/**
 * The full-page screenshot stops at this height (CSS px; issue 9 §3): 16,384 px is the usual
 * maximum texture size of Chromium's compositor, and capturing beyond the viewport re-lays out
 * the whole page at that height, so a taller shot costs seconds on heavy pages. Taller pages are
 * clipped, with a `screenshot_clipped` warning.
 */
export const MAX_FULL_PAGE_HEIGHT = 16_384;
/**
 * The full-page screenshot is drawn at half scale (720 px wide for the default 1,440 px viewport;
 * issue 9 §3): rasterizing and encoding a page-tall image is the capture's largest single cost
 * (0.5–10 s on real pages, measured), and a quarter of the pixels takes about half the time. No
 * analyzer reads its pixels; it is the page overview. The viewport screenshot stays at 1:1.
 */
export const FULL_PAGE_SCALE = 0.5;
const SCREENSHOT_TIMEOUT_MS = 10_000;
const SETUP_TIMEOUT_MS = 10_000;

/**
 * Sets up routing on a fresh context: the network policy's `gate` on every request (issue 8 item 1)
 * and fixture origins (unless `fixtureOrigins` is false). Without either, nothing is routed.
 */
export async function prepareContext(context: BrowserContext, options: BrowserOptions, gate: NetworkGate | null = null): Promise<FixtureLog> {
  const log = new FixtureLog();
  log.gate = gate;
  const fixtures = options.fixtureOrigins !== false;
  if (fixtures || gate) await installRouting(context, log, fixtures);
  return log;
}

/**
 * Captures `url` in `context` (a fresh context from the pool; the caller closes it afterwards,
 * which also ends anything this capture left running).
 * @throws CaptureError with the reason the page could not be captured.
 */
export async function capturePage(context: BrowserContext, url: string, browserOptions: BrowserOptions, options: CaptureOptions): Promise<Capture> {
  const captureTimeoutMs = browserOptions.captureTimeoutMs ?? DEFAULT_CAPTURE_TIMEOUT_MS;
  const controller = new AbortController();
  const { signal } = controller;
  const external = options.signal;
  if (external?.aborted) throw abortError(external);
  const onExternalAbort = (): void => controller.abort(abortError(external));
  external?.addEventListener('abort', onExternalAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new CaptureError('timeout', `${url}: the capture did not finish within ${captureTimeoutMs} ms`)),
    captureTimeoutMs,
  );
  try {
    return await run(context, url, browserOptions, options, signal, controller);
  } catch (error) {
    throw asCaptureError(error, url, signal);
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', onExternalAbort);
  }
}

/**
 * The in-page script that appends the injected CSS once the document has a head (runs before page
 * scripts). Written as source text, not a function: Playwright serializes a function with
 * `toString()`, and loaders that keep names (tsx, esbuild `keepNames`) rewrite it to call a
 * `__name` helper the page does not have, so the CSS was silently not applied under them.
 */
export function injectStyleScript(css: string): string {
  return `(() => { const css = ${JSON.stringify(css)};
const add = () => { const style = document.createElement('style'); style.setAttribute('data-brand-design-injected', '');
  style.textContent = css; (document.head || document.documentElement).appendChild(style); };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', add, { once: true }); else add(); })();`;
}

async function run(
  context: BrowserContext,
  url: string,
  browserOptions: BrowserOptions,
  options: CaptureOptions,
  signal: AbortSignal,
  controller: AbortController,
): Promise<Capture> {
  const deadline = new Deadline(browserOptions.captureTimeoutMs ?? DEFAULT_CAPTURE_TIMEOUT_MS);
  const budgetMs = browserOptions.pageBudgetMs ?? DEFAULT_PAGE_BUDGET_MS;
  const step = (name: CrawlStep): void => {
    if (signal.aborted) throw abortError(signal);
    options.onStep?.(name);
  };
  const warnings: CaptureWarning[] = [];
  const time = phaseTimer(options.onPhase);
  const outDir = options.outDir;
  await mkdir(outDir, { recursive: true });

  step('loading_page');
  // The policy of this extraction: what the submitted URL's own address allows (network-gate.ts).
  const gate = await time('setup.gate', bounded(gateForExtraction(browserOptions.network, url), SETUP_TIMEOUT_MS, 'resolving the host', signal));
  // Routing, the init script and the page (a renderer process start) are set up together; all
  // three are in place before the first navigation.
  const [fixtures, , , page] = await time('setup.page', bounded(
    Promise.all([
      prepareContext(context, browserOptions, gate),
      context.addInitScript(mutationClockScript()),
      options.injectCss ? context.addInitScript(injectStyleScript(options.injectCss)) : Promise.resolve(),
      openPage(context), // a spare context's blank page, else a new one (spare-context.ts)
    ]),
    SETUP_TIMEOUT_MS,
    'opening a page',
    signal,
  ));
  // Both in place before the first navigation, set up together (independent round trips):
  // the site access after the policy's route, so the policy runs first and hands requests on to it
  // (site-access.ts); redirect hops onto forbidden IP literals refused by Chromium itself (network-gate.ts).
  await Promise.all([
    time('setup.access', bounded(installSiteAccess(context, url, browserOptions.access), SETUP_TIMEOUT_MS, 'adding the site access', signal)),
    time('setup.block', bounded(blockForbiddenLiterals(context, page, gate), SETUP_TIMEOUT_MS, 'blocking private addresses', signal)),
  ]);
  const downloads: string[] = [];
  watchPage(context, page, url, warnings, downloads, controller);
  const recorder = new NetworkRecorder(page, fixtures);

  // Fixture redirects are followed in Node (Playwright does not route a fulfilled redirect's target).
  const routed = browserOptions.fixtureOrigins !== false && isFixtureUrl(url) ? await resolveFixture(url) : null;
  const navStart = Date.now();
  const budget = new Deadline(budgetMs);
  const navigation = await time('navigate', navigate(page, routed?.url ?? url, recorder, {
    // A little under the capture deadline, so a hung response is reported as such.
    timeoutMs: Math.max(1_000, deadline.remaining() - 500),
    signal,
    requestedUrl: url,
    knownRedirects: routed?.redirects ?? [],
    downloads: () => downloads[0] ?? null,
  }));
  // A redirect (or a re-resolved name) that took the page itself onto a refused address.
  const refused = await recorder.mainRefused();
  if (refused) throw new CaptureError('blocked', `${url}: the page was ${refused}`);

  step('waiting_for_ready');
  const settle = await time('settle', settlePage(page, recorder, { budget, signal, url, time }));
  warnings.push(...settle.warnings);
  const served = recorder.mainBody(deadline.cap(5_000)); // read now, while the browser still holds it
  // A page that sends the visitor to a file (location = '/report.pdf') is not a page to capture.
  if (downloads.length > 0) {
    throw new CaptureError('download', `${url}: the page navigated to a file download (${downloads[0]}), which was cancelled`);
  }
  const settledMs = Date.now() - navStart;
  // Independent round trips, sent together: the DevTools session opens while animations finish.
  const [, cdp] = await time('before_collect', Promise.all([
    time('before_collect.finish_animations', finishFiniteAnimations(page, signal)),
    time('before_collect.cdp_session', bounded(context.newCDPSession(page), deadline.cap(5_000), 'opening a DevTools session', signal)),
  ]));
  const collected = await time('collect', collectPageData(page, { cdp, signal, deadline, url, recorder, warnings, step, time }));
  step('taking_screenshots');
  const screenshots = await time('screenshots', takeScreenshots(cdp, outDir, collected, signal, warnings));

  step('saving_artifacts');
  const saved = await time('save_resources', (async () => saveResources(outDir, await recorder.resources()))());
  warnings.push(
    ...saved.warnings.map((message) => captureWarning('resources_not_saved', message)),
    ...fixtures.errors.map((error) => captureWarning('fixture_routing', `fixture routing failed for ${error}`)),
  );
  const capture: Capture = {
    format_version: CAPTURE_FORMAT_VERSION,
    requested_url: url,
    final_url: page.url(),
    captured_at: new Date().toISOString(),
    viewport: collected.viewport,
    document: collected.document,
    html: { served: await time('served_html', served), rendered: collected.renderedHtml },
    head: collected.head,
    stylesheets: collected.stylesheets,
    nodes: collected.nodes,
    states: collected.states,
    state_groups: collected.stateGroups,
    fonts: { rendered: collected.renderedFonts, faces: collected.fontFaces },
    screenshots,
    network: {
      status: navigation.status,
      content_type: navigation.contentType,
      redirects: navigation.redirects,
      timing: {
        response_ms: recorder.mainResponseAt === null ? null : recorder.mainResponseAt - navStart,
        dom_content_loaded_ms: collected.timing.dom_content_loaded_ms,
        load_ms: collected.timing.load_ms,
        settled_ms: settledMs,
      },
      resources: saved.resources,
      blocked: { count: gate.blocked.count, examples: [...gate.blocked.examples] },
    },
    frames: collected.frames,
    warnings,
  };
  if (signal.aborted) throw abortError(signal);
  await time('write_artifacts', writeArtifacts(outDir, capture));
  return capture;
}

/** Dialogs dismissed, popups closed, downloads cancelled, crashes turned into an abort. */
function watchPage(context: BrowserContext, page: Page, url: string, warnings: CaptureWarning[], downloads: string[], controller: AbortController): void {
  page.on('dialog', (dialog) => {
    warnings.push(captureWarning('dialog', `a ${dialog.type()} dialog ("${dialog.message().slice(0, 80)}") was dismissed`));
    dialog.dismiss().catch(ignoreClosed);
  });
  context.on('page', (other) => {
    if (other === page) return;
    warnings.push(captureWarning('popup', `a popup window (${other.url() || 'about:blank'}) was opened by the page and closed`));
    other.close().catch(ignoreClosed);
  });
  page.on('download', (download) => {
    downloads.push(download.url());
    download.cancel().catch(ignoreClosed);
  });
  page.on('crash', () => controller.abort(new CaptureError('crashed', `${url}: the page's renderer crashed`)));
}

/**
 * Dismissing a dialog, closing a popup and cancelling a download are best effort: they fail when
 * the page or context is already gone, and a rethrow here would only be an unhandled rejection.
 */
function ignoreClosed(error: unknown): void {
  void error;
}

/**
 * Viewport and full-page (clipped at MAX_FULL_PAGE_HEIGHT, at FULL_PAGE_SCALE) PNGs, through the DevTools protocol
 * directly: `optimizeForSpeed` encodes several times faster than Playwright's screenshot path.
 */
async function takeScreenshots(
  cdp: CDPSession,
  outDir: string,
  page: { viewport: { width: number; height: number }; document: { width: number; height: number } },
  signal: AbortSignal,
  warnings: CaptureWarning[],
): Promise<Capture['screenshots']> {
  const shoot = async (path: string, height: number, beyondViewport: boolean, scale: number): Promise<string | null> => {
    try {
      const { data } = await bounded(
        cdp.send('Page.captureScreenshot', {
          format: 'png',
          optimizeForSpeed: true,
          captureBeyondViewport: beyondViewport,
          clip: { x: 0, y: 0, width: page.viewport.width, height, scale },
        }),
        SCREENSHOT_TIMEOUT_MS,
        `taking ${path}`,
        signal,
      );
      await writeFileAtomic(join(outDir, path), Buffer.from(data, 'base64')); // whole or absent for readers elsewhere (issue 13 §2)
      return path;
    } catch (error) {
      if (error instanceof CaptureError) throw error;
      warnings.push(captureWarning('screenshot_missing', `${path} could not be taken: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`));
      return null;
    }
  };
  if (page.document.height > MAX_FULL_PAGE_HEIGHT) warnings.push(captureWarning('screenshot_clipped', `full-page screenshot clipped at ${MAX_FULL_PAGE_HEIGHT}px of ${page.document.height}px`));
  const height = Math.min(Math.max(1, page.document.height), MAX_FULL_PAGE_HEIGHT);
  // Asked for together: one is encoded while the other is captured.
  const [viewport, fullPage] = await Promise.all([
    shoot(ARTIFACT_FILES.screenshot.path, page.viewport.height, false, 1),
    shoot(ARTIFACT_FILES.full_page_screenshot.path, height, true, FULL_PAGE_SCALE),
  ]);
  return { viewport, full_page: fullPage };
}

/** Anything thrown while capturing, as a CaptureError naming the URL and the cause. */
function asCaptureError(error: unknown, url: string, signal: AbortSignal): CaptureError {
  if (signal.aborted) return abortError(signal);
  if (error instanceof CaptureError) return error;
  if (error instanceof StepTimeoutError) return new CaptureError('timeout', `${url}: ${error.message}`, { cause: error });
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  if (/crash/i.test(message)) return new CaptureError('crashed', `${url}: the page crashed (${message})`, { cause: error });
  return new CaptureError('browser', `${url}: ${message}`, { cause: error });
}
