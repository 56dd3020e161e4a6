/**
 * Forced interaction states through the DevTools protocol (`CSS.forcePseudoState`), not mouse
 * moves: for each target, the computed style under :hover, :focus-visible and :active, keeping
 * only the properties that differ from the node's default style. Raw data only.
 *
 * `focus-visible` is forced together with `focus`, because an element matching :focus-visible
 * always matches :focus. A forced state starts the element's CSS transitions like a real hover
 * would; they are finished (`CSSTransition.finish()`) before every read, so styles are read at
 * their target values, and again once the states are released, so nothing is left mid-way for
 * the screenshots. Per element, not by a page-wide `transition: none` rule: restyling every
 * element of a 100,000-element page held its main thread for seconds (issue 8 item 2).
 *
 * Cost follows the number of targets, not of commands (issue 9 §3): a state is forced on every
 * target of a chunk at once and all of them are read in one `Runtime.callFunctionOn` over the
 * probe table, so the page recalculates styles once per state and chunk instead of once per
 * element. Targets nested in one another are never forced together (a forced :hover on a parent
 * would show through `li:hover a` rules on its child): they go to separate batches. Chunks are
 * small, so our own work never holds the page's main thread for long, and the next chunk starts
 * only while the time slice lasts; what is left is reported, not failed.
 */
import type { CDPSession } from '../browser.js';
import { bounded, StepTimeoutError } from '../bounded.js';
import { CAPTURED_STYLE_PROPERTIES, type ForcedStateStyle } from '../capture-types.js';
import type { CdpLimits } from './dom-map.js';

export const FORCED_STATES: readonly { state: ForcedStateStyle['state']; pseudo: string[] }[] = [
  { state: 'hover', pseudo: ['hover'] },
  { state: 'focus-visible', pseudo: ['focus', 'focus-visible'] },
  { state: 'active', pseudo: ['active'] },
];

/** Properties compared between default and forced styles: the captured set plus transforms. */
export const STATE_STYLE_PROPERTIES: readonly string[] = [
  ...CAPTURED_STYLE_PROPERTIES,
  'transform', 'translate', 'scale', 'text-decoration-color', 'text-underline-offset',
];

/** Targets forced and read together; small enough that one chunk is a short main-thread task. */
export const STATE_CHUNK = 40;
/** After a chunk ran out of time: how long its commands may take to drain before the page is blamed. */
const DRAIN_MS = 5_000;

/** Runs in the page on the probe table: the listed elements' styles, transitions finished (null when gone). */
const READ_STYLES = `function (indices) {
  const names = ${JSON.stringify(STATE_STYLE_PROPERTIES)};
  return indices.map((i) => {
    const el = this[i];
    if (!el || !el.isConnected) return null;
    for (const animation of el.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    const style = getComputedStyle(el);
    return names.map((name) => style.getPropertyValue(name));
  });
}`;

/** Runs in the page on the probe table: finishes the transitions the released states started. */
const FINISH_TRANSITIONS = `function (indices) {
  for (const i of indices) for (const animation of this[i]?.getAnimations() ?? []) if (animation instanceof CSSTransition) animation.finish();
  return true;
}`;

/** Runs in the page on the probe table: per listed element, a batch number such that no batch holds an element and its ancestor. */
const NESTING_BATCHES = `function (indices) {
  const batches = [];
  return indices.map((i) => {
    const el = this[i];
    let b = 0;
    while (el && batches[b] && batches[b].some((other) => other.contains(el) || el.contains(other))) b += 1;
    if (el) (batches[b] ??= []).push(el);
    return b;
  });
}`;

export interface StateTarget {
  /** Capture node id. */
  id: string;
  /** DOM node id (DevTools protocol), for forcing. */
  nodeId: number;
  /** Position in the probe table, for reading. */
  index: number;
}

export interface ForcedStatesResult {
  states: ForcedStateStyle[];
  /** Ids of the targets whose states were read (a prefix of the targets, in order). */
  probed: string[];
  /** Why targets were left unread: the time slice ended, or a chunk ran out of time (and drained). */
  stopped: 'time_slice' | 'chunk_timeout' | null;
}

/**
 * Forces and reads the states of `targets` (elements of the probe table `tableObjectId`), chunk
 * by chunk while `sliceMs` lasts; each chunk is limited by `limits.timeoutMs`.
 * @throws StepTimeoutError when a chunk's commands never come back (the page's main thread is stuck).
 */
export async function collectForcedStates(
  cdp: CDPSession,
  tableObjectId: string | null,
  targets: readonly StateTarget[],
  limits: CdpLimits & { sliceMs: number },
): Promise<ForcedStatesResult> {
  const result: ForcedStatesResult = { states: [], probed: [], stopped: null };
  if (targets.length === 0 || tableObjectId === null) return result;
  const call = <T>(functionDeclaration: string, indices: number[]): Promise<T | null> =>
    cdp.send('Runtime.callFunctionOn', { objectId: tableObjectId, functionDeclaration, arguments: [{ value: indices }], returnByValue: true }).then(
      (answer) => (answer.exceptionDetails ? null : (answer.result.value as T)),
      () => null,
    );
  const started = Date.now();
  await bounded(cdp.send('CSS.enable'), limits.timeoutMs, 'enabling CSS', limits.signal);
  const batches = (await bounded(call<number[]>(NESTING_BATCHES, targets.map((t) => t.index)), limits.timeoutMs, 'grouping state targets', limits.signal)) ?? targets.map(() => 0);
  for (let from = 0; from < targets.length; from += STATE_CHUNK) {
    if (from > 0 && Date.now() - started >= limits.sliceMs) {
      result.stopped = 'time_slice';
      break;
    }
    const chunk = targets.slice(from, from + STATE_CHUNK);
    const pending = probeChunk(cdp, call, chunk, batches.slice(from, from + STATE_CHUNK));
    try {
      result.states.push(...(await bounded(pending, limits.timeoutMs, 'forcing interaction states', limits.signal)));
      result.probed.push(...chunk.map((t) => t.id));
    } catch (error) {
      if (!(error instanceof StepTimeoutError)) throw error;
      // Our own commands may simply be slow on a huge page: let them finish before anyone
      // concludes that the page's script never yields (issue 8 item 2).
      await bounded(pending, DRAIN_MS, 'forcing interaction states', limits.signal);
      result.stopped = 'chunk_timeout';
      break;
    }
  }
  return result;
}

/** One chunk: base styles, then per nesting batch and state: force all, read all, release. */
async function probeChunk(
  cdp: CDPSession,
  call: <T>(fn: string, indices: number[]) => Promise<T | null>,
  chunk: readonly StateTarget[],
  batchOf: readonly number[],
): Promise<ForcedStateStyle[]> {
  const force = (nodeId: number, pseudo: string[]): void => {
    // Failures (a node re-rendered away) are ignored here; its read comes back null.
    cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: pseudo }).catch(() => null);
  };
  // Every command is sent at once: the protocol runs them in order on this session, so each
  // force → read sequence stays intact while the round trips overlap.
  const base = call<(string[] | null)[]>(READ_STYLES, chunk.map((t) => t.index));
  const reads: { members: number[]; state: ForcedStateStyle['state']; styles: Promise<(string[] | null)[] | null> }[] = [];
  for (const batch of [...new Set(batchOf)].sort((a, b) => a - b)) {
    const members = chunk.flatMap((_, i) => (batchOf[i] === batch ? [i] : []));
    for (const { state, pseudo } of FORCED_STATES) {
      for (const i of members) force(chunk[i]!.nodeId, pseudo);
      reads.push({ members, state, styles: call(READ_STYLES, members.map((i) => chunk[i]!.index)) });
    }
    for (const i of members) force(chunk[i]!.nodeId, []);
  }
  const released = call(FINISH_TRANSITIONS, chunk.map((t) => t.index));
  await released;
  const defaults = await base;
  const out: ForcedStateStyle[] = [];
  for (const { members, state, styles } of reads) {
    const forced = await styles;
    members.forEach((i, j) => {
      const before = defaults?.[i];
      const after = forced?.[j];
      if (!before || !after) return;
      const changed: Record<string, string> = {};
      after.forEach((value, k) => {
        if (value !== before[k]) changed[STATE_STYLE_PROPERTIES[k]!] = value;
      });
      if (Object.keys(changed).length > 0) out.push({ node_id: chunk[i]!.id, state, changed });
    });
  }
  // Node order, then state order, as one target at a time would give.
  const position = new Map(chunk.map((t, i) => [t.id, i]));
  const stateOrder = FORCED_STATES.map((s) => s.state);
  return out.sort((a, b) => position.get(a.node_id)! - position.get(b.node_id)! || stateOrder.indexOf(a.state) - stateOrder.indexOf(b.state));
}
