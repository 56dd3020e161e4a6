/**
 * Readiness by conditions, never by fixed sleeps: network quiet (request events), web fonts
 * loaded (`document.fonts.ready`), DOM stable (a MutationObserver quiet window), lazy content
 * triggered by scrolling the page in steps and back. Everything shares the page budget
 * (`BrowserOptions.pageBudgetMs`); past it the capture proceeds with what is there and says so.
 *
 * Motion: finite animations are finished before styles are collected (so a fade-in is read at
 * its end state, and `transition-*` values stay as authored); after collection, `freezeMotion`
 * pauses what still runs, so screenshots are stable. Transitions started by forced states are
 * finished element by element (collectors/forced-states.ts), not by a page-wide CSS rule, whose
 * restyle of every element held a 100,000-element page's main thread for seconds (issue 8 item 2).
 */
import type { Page } from './browser.js';
import { bounded, Deadline, StepTimeoutError } from './bounded.js';
import { evaluateCollector } from './collectors/evaluate.js';
import { acceptConsent, CONSENT_KEY, consentWarning, hideConsent } from './consent.js';
import { CaptureError } from './types.js';
import { captureWarning, type CaptureWarning } from './warnings.js';
import { phaseTimer, type PhaseTimer } from './phase-timer.js';

/**
 * Network quiet: no request in flight for this long. 300 ms, not the 500 ms of "networkidle": a
 * request a finished one leads to (a stylesheet's fonts, a script's fetch) starts within a few
 * tens of ms of it, and the window is paid on every page (issue 9 §3).
 */
const NETWORK_QUIET_MS = 300;
/** Time for a request started by our own action (scroll, click) to be reported by the browser. */
const REQUEST_GRACE_MS = 150;
/**
 * DOM quiet: no counted mutation for this long. Kept at 300 ms on evidence (issue 9 §3): replaying
 * the mutations recorded for 3 s after the scroll on the 295 realweb pages, a 250 ms window ends
 * before staggered reveal classes a 300 ms one waits for on 2 pages (`animate-box` sections,
 * product tiles), 200 ms on 8 (a progress ring's stroke color among them); it saves ~50 ms a page.
 */
const DOM_QUIET_MS = 300;
/** How often the DOM-quiet wait looks at the clock (and finishes jQuery animations). */
const DOM_POLL_MS = 50;
/**
 * Longest wait for the DOM to go quiet once the scroll is over (issue 9 §3): a ticker, a typing
 * effect or a counter mutates the DOM for ever, and held every such page to the full page budget
 * (15 s) for nothing. Staggered reveal animations the scroll sets off (WOW, AOS, waypoints) are
 * worth waiting for: on a machine at load 30 one template's took 4 s, and a 2 s cap cut them
 * (fewer visible nodes, one field changed), so the cap leaves them room.
 */
const DOM_QUIET_CAP_MS = 3_000;
/** In-page actions (scrolling, banner clicks) still run after the budget, within this cap. */
const ACTION_CAP_MS = 3_000;
/**
 * Longest wait for the window's `load` before the lazy-load scroll. Reveal-on-scroll scripts (AOS,
 * WOW, waypoints) commonly start on `load` and only then watch the scroll: a scroll before it goes
 * unseen and everything below the fold stays at opacity 0 (a whole section vanished, varying run to
 * run with how fast the page's images came). Capped, because a hung subresource holds `load` for ever.
 */
const LOAD_WAIT_CAP_MS = 2_000;
/** Slack for an in-page wait whose own limit is enforced inside the page. */
const IN_PAGE_SLACK_MS = 1_000;
const RESPONSIVE_PROBE_MS = 2_000;
const MAX_SCROLL_STEPS = 30;
const MAX_SCROLL_HEIGHT = 20_000;
/** Longest time spent scrolling; slow-to-paint pages get fewer screens, not a failure. */
const MAX_SCROLL_MS = 4_000;
/** Longest wait for one rendered frame while scrolling. */
const MAX_FRAME_MS = 250;
/** Time at the bottom of the page before scrolling back: longer than a throttled scroll handler's window. */
const BOTTOM_DWELL_MS = 150;
/**
 * Least DOM-quiet time after the scroll is back at the top: the trailing call of a throttled
 * scroll handler (AOS: 99 ms) must be seen. The network is not judged before REQUEST_GRACE_MS
 * (the same 150 ms) either, so the DOM wait is not what holds a quiet page.
 */
const SCROLL_TAIL_MS = 150;
/**
 * The page's own reaction to our scroll back to the top is part of that action (issue 9 §3): the
 * mutations made in the two frames after it (scroll handlers flipping a sticky header's class,
 * scrollspy moving `active`, a back-to-top button's jQuery fade, finished at once) do not restart
 * the DOM-quiet window, which still ends SCROLL_TAIL_MS after the scroll at the earliest; anything
 * after those frames counts as before. Replaying the mutations recorded around the scroll on the
 * 295 realweb pages (275 scroll): the window ends earlier on 129 (BootstrapMade, GetTemplates,
 * ThemeWagon...), 56 ms a page on average; the median page's end moves from 325 to 191 ms after the
 * scroll back; no content the scroll sets off is missed (one page's mixitup load animation, timed
 * from its load and not by the scroll, starts right at the new end: a race under either rule).
 * Frames slower than this (a heavy page) are not taken as a reaction: what they changed counts.
 */
const SCROLL_REACTION_MAX_MS = 100;


/** What settling needs from the network log. */
export interface NetworkActivity {
  /** True once nothing was in flight for `quietMs`, and not before `notBefore` (epoch ms). */
  waitForQuiet(quietMs: number, timeoutMs: number, notBefore: number): Promise<boolean>;
  pending(): string[];
}

export interface SettleOptions {
  /** Started when navigation started; the page budget. */
  budget: Deadline;
  signal: AbortSignal;
  url: string;
  /** Reports the duration of each wait (phase-timer.ts). */
  time?: PhaseTimer;
}

export interface SettleReport {
  warnings: CaptureWarning[];
  /** Whether every readiness condition was met within the budget. */
  settled: boolean;
}

/** Global where the init script keeps the time of the page's last DOM mutation. */
const LAST_MUTATION_KEY = 'brand-design.last-mutation';
/** Global where the scroll leaves `{ before, back }` for the DOM wait to absorb the page's reaction to it. */
const SCROLL_REACTION_KEY = 'brand-design.scroll-reaction';

/**
 * Init script (runs before any page script, in every frame): remembers when the DOM last
 * changed, so "DOM stable" is measured from the last mutation rather than from when we ask.
 *
 * Text-only changes do not count (issue 9 §3): number counters (purecounter, counterUp) and
 * typing effects rewrite a text node every frame for seconds after the scroll reveals them, and
 * held a third of the real pages' DOM wait, while what is collected from them is the same styled
 * element whatever digits it shows (measured on the realweb pages: the late text churn was
 * counters on `span`/`div` in every case). Text inside a `<style>` is a stylesheet and counts.
 */
export function mutationClockScript(): string {
  return `(() => { const key = Symbol.for(${JSON.stringify(LAST_MUTATION_KEY)}); globalThis[key] = performance.now();
const isStyle = (node) => node !== null && node.nodeType === 1 && node.localName === 'style';
const counts = (record) => {
  if (record.type === 'attributes') return true;
  if (record.type === 'characterData') return isStyle(record.target.parentNode);
  if (isStyle(record.target)) return true;
  for (const node of record.addedNodes) if (node.nodeType === 1) return true;
  for (const node of record.removedNodes) if (node.nodeType === 1) return true;
  return false;
};
new MutationObserver((records) => { for (const record of records) if (counts(record)) { globalThis[key] = performance.now(); return; } })
  .observe(document, { subtree: true, childList: true, attributes: true, characterData: true }); })();`;
}

/**
 * Runs in the page: resolves true once the DOM has not changed for `quietMs` (per the mutation
 * clock), or false at `maxMs`. A missing clock (the init script did not run) counts as "now".
 *
 * jQuery animations still running are finished at each check (jump to their end state, queued
 * ones included), as `finishFiniteAnimations` does for CSS and Web Animations (issue 9 §3): they
 * are script timers that set `style` every frame, so they kept the DOM busy to their end for
 * nothing — on the realweb pages a back-to-top button's `fadeIn('slow')` then `fadeOut('slow')`
 * queued by our own scroll (about 1.2 s, every BootstrapMade template), preloader fades, slider
 * captions. Their end state is what a wait would have seen; `.finish()` (jQuery ≥ 1.9) also runs
 * their completion callbacks (older jQuery: `.stop(false, true)` per queued animation; the
 * GetTemplates pages ship jQuery 1.7). Elements are taken from `jQuery.timers`, not the `:animated`
 * selector, which tests every element of the page.
 */
function domQuiet(args: { quietMs: number; maxMs: number; key: string; pollMs: number; reactionKey: string; tailMs: number; reactionMaxMs: number }): Promise<boolean> {
  const clock = globalThis as unknown as Record<symbol, number | undefined>;
  const key = Symbol.for(args.key);
  clock[key] ??= performance.now();
  const started = performance.now();
  type JQueryLike = ((elements: unknown[]) => { finish(): unknown; stop(clearQueue: boolean, jumpToEnd: boolean): unknown })
    & { timers?: { elem?: unknown }[]; fn?: { finish?: unknown } };
  const finishJQuery = (): void => {
    const jq = (globalThis as unknown as { jQuery?: JQueryLike }).jQuery;
    if (typeof jq !== 'function' || !Array.isArray(jq.timers) || jq.timers.length === 0) return;
    const animated = (): Element[] => [...new Set(jq.timers!.map((timer) => timer.elem).filter((elem): elem is Element => elem instanceof Element))];
    try {
      if (animated().length === 0) return;
      if (typeof jq.fn?.finish === 'function') jq(animated()).finish();
      // jQuery < 1.9 has no finish(): jump the current animation to its end, which starts the next
      // queued one (a fadeOut behind a fadeIn), a few rounds (an animation that restarts itself stops there).
      else for (let round = 0; round < 8 && animated().length > 0; round += 1) jq(animated()).stop(false, true);
      clock[key] = performance.now(); // the observer reports the end states only after this task
    } catch {
      // A page's own jQuery that throws: its animations are waited for like any other mutation.
    }
  };
  // The page's reaction to our scroll back to the top (SCROLL_REACTION_MAX_MS): two frames (scroll
  // events and the rAF callbacks they ask for), its jQuery animations finished, one task for the
  // observer's report; then the clock is put back to what it was before the scroll back, or the
  // scroll tail. Only once: the reaction record is removed.
  const holder = globalThis as unknown as Record<symbol, { before: number; back: number; framed?: number } | undefined>;
  const reaction = holder[Symbol.for(args.reactionKey)];
  delete holder[Symbol.for(args.reactionKey)];
  const absorbed = reaction === undefined ? Promise.resolve() : (async () => {
    // `framed` is stamped by the scroll's second frame callback after the scroll back.
    await new Promise<void>((resolve) => {
      const look = (): void => {
        if (reaction.framed !== undefined || performance.now() - reaction.back > args.reactionMaxMs) resolve();
        else setTimeout(look, 4);
      };
      look();
    });
    finishJQuery();
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (reaction.framed !== undefined && performance.now() - reaction.back <= args.reactionMaxMs) {
      clock[key] = Math.max(reaction.before, reaction.back - (args.quietMs - args.tailMs));
    }
  })();
  return absorbed.then(() => new Promise((resolve) => {
    const check = (): void => {
      finishJQuery();
      const now = performance.now();
      const since = now - (clock[key] ?? now);
      if (since >= args.quietMs) return resolve(true);
      if (now - started >= args.maxMs) return resolve(false);
      // Checked at least every `pollMs`: a jQuery animation started just after a check (a scroll
      // handler's fadeOut on the way back up) is finished then, not after a whole window.
      setTimeout(check, Math.min(args.pollMs, args.quietMs - since, Math.max(1, args.maxMs - (now - started))) + 1);
    };
    check();
  }));
}

/**
 * Runs in the page: whether the body shows anything (a text node outside script, style, noscript
 * and template, or an image, svg, video, canvas, picture or iframe) at once, only after waiting
 * (at most `maxMs`), or not at all.
 * A client-rendered app's served body is an empty mount point (`<div id="root">`) until its bundle
 * has booted and its first API call answered; a boot that waits on a timer before that call (or a
 * slow bundle parse) leaves the network and the DOM quiet for longer than their windows, and the
 * capture would read an empty shell. The walk stops at the first text found, so a page with content
 * costs one step.
 */
function contentShown(args: { maxMs: number; pollMs: number }): Promise<'at_once' | 'appeared' | 'none'> {
  const hidden = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const shown = (): boolean => {
    const body = document.body;
    if (!body) return false;
    if (body.querySelector('img, svg, video, canvas, picture, iframe')) return true;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.nodeValue?.trim() && !hidden.has(node.parentElement?.tagName ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
    });
    return walker.nextNode() !== null;
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const check = (first: boolean): void => {
      if (shown()) resolve(first ? 'at_once' : 'appeared');
      else if (performance.now() - started >= args.maxMs) resolve('none');
      else setTimeout(() => check(false), args.pollMs);
    };
    check(true);
  });
}

/** Runs in the page: true once every declared web font finished loading (or failed). */
function fontsReady(args: { maxMs: number }): Promise<boolean> {
  return Promise.race([
    document.fonts.ready.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), args.maxMs)),
  ]);
}

/**
 * Runs in the page: scrolls down a viewport at a time, one position per rendered frame (each
 * scroll happens in a frame callback, so that frame's intersection update sees it and
 * IntersectionObservers and loading=lazy fire), then back to the top, within `maxMs`. Moves the
 * mutation clock so that "DOM stable" afterwards means at least `tailMs` since the scroll ended.
 */
async function scrollThrough(args: { maxSteps: number; maxHeight: number; maxMs: number; frameMs: number; dwellMs: number; key: string; reactionKey: string; quietMs: number; tailMs: number }): Promise<{ steps: number; complete: boolean }> {
  // A frame, or at most `frameMs`: a huge page may take seconds to render one, and the scroll's
  // own time limit must hold (issue 8 item 2).
  const frame = (): Promise<void> => new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, args.frameMs);
  });
  const root = document.scrollingElement ?? document.documentElement;
  const step = Math.max(200, Math.floor(window.innerHeight * 0.85));
  const started = performance.now();
  let steps = 0;
  let complete = false;
  for (let y = step; ; y += step) {
    if (y - step + window.innerHeight >= Math.min(root.scrollHeight, args.maxHeight)) {
      complete = true;
      break;
    }
    if (steps >= args.maxSteps || performance.now() - started > args.maxMs) break;
    await frame();
    window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    steps += 1;
  }
  if (steps > 0) {
    // Two more frames: the last position is rendered, and its observer callbacks delivered. Then
    // stay at the bottom for `dwellMs`: scroll handlers are commonly throttled (AOS: 99 ms, trailing
    // call only), and one that first runs after the way back up sees the top, so content it
    // reveals further down stayed hidden, depending on timing.
    const leaveAt = performance.now() + args.dwellMs;
    await frame();
    await frame();
    while (performance.now() < leaveAt && performance.now() - started < args.maxMs) await frame();
    const before = (globalThis as unknown as Record<symbol, number | undefined>)[Symbol.for(args.key)] ?? 0;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // For the DOM wait, which absorbs the page's reaction to this scroll (SCROLL_REACTION_MAX_MS).
    const reaction: { before: number; back: number; framed?: number } = { before, back: performance.now() };
    (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(args.reactionKey)] = reaction;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      reaction.framed = performance.now();
    }));
  }
  // The scroll (and the way back up) is an action of ours: the DOM wait afterwards lasts at least
  // `tailMs` (a throttled scroll handler's trailing call), not a whole quiet window, so quiet time
  // at the bottom counts toward it (issue 9 §3). A mutation after this moves the clock on.
  const clock = globalThis as unknown as Record<symbol, number | undefined>;
  const key = Symbol.for(args.key);
  clock[key] = Math.max(clock[key] ?? 0, performance.now() - (args.quietMs - args.tailMs));
  return { steps, complete };
}

/** Runs in the page: finishes finite animations (end state), leaves infinite ones running. */
function finishAnimations(): number {
  let finished = 0;
  for (const animation of document.getAnimations()) {
    const end = animation.effect?.getComputedTiming().endTime;
    if (typeof end === 'number' && Number.isFinite(end) && animation.playState !== 'finished') {
      animation.finish();
      finished += 1;
    }
  }
  return finished;
}

/** Runs in the page: pauses the animations still running (shadow trees included). */
function freeze(): number {
  const animations = document.getAnimations();
  for (const animation of animations) animation.pause();
  return animations.length;
}

/**
 * Fails with CaptureError('timeout') when the page's main thread no longer answers (a script
 * that never yields); returns normally when it does.
 */
export async function assertResponsive(page: Page, url: string, during: string, signal: AbortSignal): Promise<void> {
  try {
    await bounded(page.evaluate('1'), RESPONSIVE_PROBE_MS, 'probing the page', signal);
  } catch (error) {
    if (!(error instanceof StepTimeoutError)) throw error;
    throw new CaptureError('timeout', `${url}: the page stopped responding while ${during} (a script on the page never yields)`, { cause: error });
  }
}

/**
 * Waits for the page to be ready within the budget: DOMContentLoaded; a scroll through the page
 * and back; then network quiet, fonts loaded and DOM stable together.
 * A consent banner found then is accepted (and the page given time to react) or hidden.
 */
export async function settlePage(page: Page, network: NetworkActivity, options: SettleOptions): Promise<SettleReport> {
  const { budget, signal, url } = options;
  const time = options.time ?? phaseTimer(undefined);
  const warnings: CaptureWarning[] = [];
  const unmet = new Set<string>();
  const inPage = async <A, R>(label: string, fn: (arg: A) => R | Promise<R>, arg: A, ms: number): Promise<Awaited<R>> => {
    try {
      return await evaluateCollector(page, fn, arg, { timeoutMs: ms + IN_PAGE_SLACK_MS, label, signal });
    } catch (error) {
      if (error instanceof StepTimeoutError) await assertResponsive(page, url, label, signal);
      throw error;
    }
  };
  const waitFor = async (label: string, ready: Promise<unknown>): Promise<boolean> => {
    try {
      await bounded(ready, budget.remaining(), label, signal);
      return true;
    } catch (error) {
      if (!(error instanceof StepTimeoutError)) throw error;
      await assertResponsive(page, url, label, signal);
      return false;
    }
  };
  /**
   * Network quiet, fonts loaded and DOM stable, awaited together (their windows overlap). The
   * network is not judged before `REQUEST_GRACE_MS` after the action that preceded, so requests
   * the action started have had time to be reported.
   */
  const quiet = async (): Promise<void> => {
    const [network_, fonts, dom] = await time('settle.quiet', Promise.all([
      time('settle.quiet.network', network.waitForQuiet(NETWORK_QUIET_MS, budget.remaining(), Date.now() + REQUEST_GRACE_MS)),
      time('settle.quiet.fonts', inPage('waiting for web fonts', fontsReady, { maxMs: budget.remaining() }, budget.remaining())),
      time('settle.quiet.dom', inPage('waiting for the DOM to settle', domQuiet, { quietMs: DOM_QUIET_MS, maxMs: Math.min(DOM_QUIET_CAP_MS, budget.remaining()), key: LAST_MUTATION_KEY, pollMs: DOM_POLL_MS, reactionKey: SCROLL_REACTION_KEY, tailMs: SCROLL_TAIL_MS, reactionMaxMs: SCROLL_REACTION_MAX_MS }, budget.remaining())),
    ]));
    if (!network_) unmet.add('network');
    if (!fonts) unmet.add('fonts');
    if (!dom) unmet.add('dom');
  };

  if (!(await time('settle.dcl', waitFor('waiting for DOMContentLoaded', page.waitForLoadState('domcontentloaded'))))) unmet.add('domcontentloaded');
  // `load` is awaited only briefly (LOAD_WAIT_CAP_MS: scripts that reveal content on scroll start
  // on it), then the scroll starts whatever is still loading, so lazy loads overlap the rest (a
  // hung subresource would hold `load` for ever, while network quiet ignores stale requests). The
  // scroll re-reads the page height at every step.
  await time('settle.load', bounded(page.waitForLoadState('load'), Math.min(LOAD_WAIT_CAP_MS, budget.remaining()), 'waiting for load', signal).catch((error: unknown) => {
    if (!(error instanceof StepTimeoutError)) throw error;
  }));
  const scrollMs = Math.min(MAX_SCROLL_MS, Math.max(ACTION_CAP_MS / 3, budget.remaining()));
  const scroll = await time('settle.scroll', inPage('scrolling for lazy content', scrollThrough,
    { maxSteps: MAX_SCROLL_STEPS, maxHeight: MAX_SCROLL_HEIGHT, maxMs: scrollMs, frameMs: MAX_FRAME_MS, dwellMs: BOTTOM_DWELL_MS, key: LAST_MUTATION_KEY, reactionKey: SCROLL_REACTION_KEY, quietMs: DOM_QUIET_MS, tailMs: SCROLL_TAIL_MS }, scrollMs + ACTION_CAP_MS)
    .catch((error: unknown) => {
      // The page answered (inPage probed it): scrolling was only slow. Go on with what is there.
      if (error instanceof StepTimeoutError) return { steps: 0, complete: false };
      throw error;
    }));
  if (!scroll.complete) {
    warnings.push(captureWarning('lazy_content_partial', `the page was scrolled only ${scroll.steps} screen(s) down (limit: ${MAX_SCROLL_STEPS} screens, ${MAX_SCROLL_HEIGHT}px, ${scrollMs} ms); lazy content further down may be missing`));
  }
  await quiet();
  // An empty shell is not a settled page: wait (within the DOM cap) for the app to render, then for
  // quiet again. A page that never shows anything is captured as it is.
  const content = await time('settle.content', inPage('waiting for content', contentShown, { maxMs: Math.min(DOM_QUIET_CAP_MS, budget.remaining()), pollMs: DOM_POLL_MS }, DOM_QUIET_CAP_MS));
  if (content === 'appeared') await quiet();

  const finding = await time('settle.consent', inPage('looking for a consent banner', acceptConsent, { key: CONSENT_KEY, clockKey: LAST_MUTATION_KEY }, ACTION_CAP_MS));
  if (finding) {
    if (finding.clicked) await quiet();
    const hidden = await inPage('hiding the consent banner', hideConsent, { key: CONSENT_KEY }, ACTION_CAP_MS);
    warnings.push(captureWarning('consent', consentWarning(finding, hidden)));
  }

  if (unmet.size > 0) {
    const reasons: string[] = [];
    if (unmet.has('domcontentloaded')) reasons.push('DOMContentLoaded never fired');
    if (unmet.has('network')) {
      const pending = network.pending();
      reasons.push(`${pending.length} request(s) still in flight${pending.length ? ` (${pending.slice(0, 3).join(', ')})` : ''}`);
    }
    if (unmet.has('dom')) reasons.push(`the DOM kept changing (still after ${DOM_QUIET_CAP_MS / 1000}s)`);
    if (unmet.has('fonts')) reasons.push('web fonts were still loading');
    // Only the DOM cap was hit: the budget was not used up, so do not blame it.
    const within = budget.remaining() <= 0 || [...unmet].some((what) => what !== 'dom') ? ` within the ${budget.totalMs / 1000}s page budget` : '';
    warnings.push(captureWarning('not_settled', `page did not settle${within}: ${reasons.join('; ')}; captured what was there`));
  }
  return { warnings, settled: unmet.size === 0 };
}

/** Finishes finite animations before styles are read. Returns how many were finished. */
export function finishFiniteAnimations(page: Page, signal: AbortSignal): Promise<number> {
  return evaluateCollector(page, finishAnimations, undefined, { timeoutMs: ACTION_CAP_MS, label: 'finishing animations', signal });
}

/** Pauses the animations still running, for stable screenshots. Returns how many. */
export function freezeMotion(page: Page, signal: AbortSignal): Promise<number> {
  return evaluateCollector(page, freeze, undefined, { timeoutMs: ACTION_CAP_MS, label: 'freezing animations', signal });
}
