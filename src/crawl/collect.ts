/**
 * Runs the collectors on a settled page, in the order the data depends on: the node walk (ids,
 * probe table), stylesheets, head, font faces, timing and the rendered HTML; then, with motion
 * frozen, the DevTools-protocol probes (forced states, rendered fonts).
 */
import { bounded, Deadline, StepTimeoutError } from './bounded.js';
import type { CDPSession, Page } from './browser.js';
import {
  CAPTURED_STYLE_PROPERTIES, type CapturedNode, type CapturedStylesheet, type FontFaceStatus, type ForcedStateStyle,
  type HeadFacts, type RenderedFont, type StateGroup,
} from './capture-types.js';
import { releaseProbeNodes, resolveProbeNodes, type ProbeTable } from './collectors/dom-map.js';
import { evaluateCollector, NODE_TABLE_KEY, PROBE_TABLE_KEY } from './collectors/evaluate.js';
import { collectFontFaces } from './collectors/font-faces.js';
import { collectForcedStates } from './collectors/forced-states.js';
import { collectHead } from './collectors/head.js';
import { decodeNodes, walkNodes, type NodeWalkResult } from './collectors/nodes.js';
import { collectRenderedFonts } from './collectors/rendered-fonts.js';
import { collectStylesheets } from './collectors/stylesheets.js';
import { collectTiming, type RawTiming } from './collectors/timing.js';
import type { NetworkRecorder } from './network.js';
import { assertResponsive, freezeMotion } from './settle.js';
import type { CrawlStep } from './types.js';
import { phaseTimer, type PhaseTimer } from './phase-timer.js';
import { captureWarning, type CaptureWarning } from './warnings.js';

/** Most visible nodes recorded; beyond it the capture says so in its warnings. */
export const MAX_NODES = 8_000;
/**
 * Most groups of alike interactive elements whose states are forced (one representative each;
 * issue 9 §3). Beyond it, and beyond STATE_SLICE_MS, the capture warns `states_sampled`.
 */
export const MAX_STATE_GROUPS = 150;
/** Computed styles that must match for interactive elements to share a group (besides tag, classes, landmark). */
export const STATE_GROUP_STYLE = [
  'display', 'color', 'background-color', 'background-image', 'border-top-width', 'border-top-style', 'border-top-color',
  'border-top-left-radius', 'font-size', 'font-weight', 'text-decoration-line', 'box-shadow', 'outline-style', 'opacity', 'cursor',
] as const;
/** Time for forcing states; chunks after it are skipped with a warning. */
const STATE_SLICE_MS = 3_000;
const MAX_FONT_SAMPLES = 120;
const FONT_SAMPLES_PER_STYLE = 6;
const COLLECTOR_CAP_MS = 20_000;
const PROBE_CAP_MS = 15_000;

export interface CollectContext {
  /** A DevTools session on the page, for the probes. */
  cdp: CDPSession;
  signal: AbortSignal;
  deadline: Deadline;
  url: string;
  recorder: NetworkRecorder;
  warnings: CaptureWarning[];
  step: (name: CrawlStep) => void;
  /** Reports each collector's duration (phase-timer.ts). */
  time?: PhaseTimer;
}

export interface CollectedPage {
  viewport: NodeWalkResult['viewport'];
  document: NodeWalkResult['document'];
  renderedHtml: string;
  head: HeadFacts;
  stylesheets: CapturedStylesheet[];
  nodes: CapturedNode[];
  states: ForcedStateStyle[];
  stateGroups: StateGroup[];
  renderedFonts: RenderedFont[];
  fontFaces: FontFaceStatus[];
  frames: { url: string; node_id: string | null; box: CapturedNode['box'] | null }[];
  timing: RawTiming;
}

export async function collectPageData(page: Page, ctx: CollectContext): Promise<CollectedPage> {
  const { signal, deadline, url, recorder, warnings } = ctx;
  const time = ctx.time ?? phaseTimer(undefined);
  const inPage = async <A, R>(label: string, fn: (arg: A) => R | Promise<R>, arg: A): Promise<Awaited<R>> => {
    try {
      return await evaluateCollector(page, fn, arg, { timeoutMs: deadline.cap(COLLECTOR_CAP_MS), label, signal });
    } catch (error) {
      if (error instanceof StepTimeoutError) await assertResponsive(page, url, label, signal);
      throw error;
    }
  };

  ctx.step('collecting_styles');
  const walk = await time('collect.walk', inPage('walking the DOM', walkNodes, {
    properties: CAPTURED_STYLE_PROPERTIES,
    maxNodes: MAX_NODES,
    maxStateGroups: MAX_STATE_GROUPS,
    stateGroupStyle: STATE_GROUP_STYLE,
    maxFontSamples: MAX_FONT_SAMPLES,
    fontSamplesPerStyle: FONT_SAMPLES_PER_STYLE,
    nodeTableKey: NODE_TABLE_KEY,
    probeTableKey: PROBE_TABLE_KEY,
  }));
  const nodes = decodeNodes(walk, CAPTURED_STYLE_PROPERTIES);
  if (walk.truncated) warnings.push(captureWarning('truncated', `the page has more than ${MAX_NODES} visible elements; only the first ${MAX_NODES} (document order) were collected`));
  // Independent reads, sent together so their round trips overlap.
  const [rawSheets, head, fontFaces, timing, renderedHtml] = await time('collect.reads', Promise.all([
    time('collect.reads.stylesheets', inPage('reading stylesheets', collectStylesheets, { nodeTableKey: NODE_TABLE_KEY })),
    time('collect.reads.head', inPage('reading the document head', collectHead, { manifestTimeoutMs: deadline.cap(5_000) })),
    time('collect.reads.font_faces', inPage('reading font faces', collectFontFaces, undefined)),
    inPage('reading navigation timing', collectTiming, undefined),
    time('collect.reads.html', bounded(page.content(), deadline.cap(COLLECTOR_CAP_MS), 'serializing the rendered HTML', signal)),
  ]));

  const failedFaces = [...new Set(fontFaces.filter((face) => face.status === 'error').map((face) => face.family))];
  if (failedFaces.length > 0) {
    warnings.push(captureWarning('fonts_missing', `${failedFaces.length} web font famil${failedFaces.length === 1 ? 'y' : 'ies'} failed to load and rendered with a fallback: ${failedFaces.slice(0, 5).join(', ')}`));
  }
  if (head.manifest_error) warnings.push(captureWarning('manifest', head.manifest_error));
  if (head.json_ld_invalid > 0) warnings.push(captureWarning('json_ld', `${head.json_ld_invalid} JSON-LD block(s) are not valid JSON and were skipped`));
  const { manifest_error: _manifestError, json_ld_invalid: _invalid, ...headFacts } = head;

  const stylesheets = await time('collect.complete_sheets', completeStylesheets(rawSheets, recorder, warnings));

  ctx.step('forcing_states');
  await time('collect.freeze', freezeMotion(page, signal));
  const probes = await probe(page, walk, nodes, ctx, time);

  return {
    viewport: walk.viewport,
    document: walk.document,
    renderedHtml,
    head: headFacts,
    stylesheets,
    nodes,
    states: probes.states,
    stateGroups: probes.groups,
    renderedFonts: probes.fonts,
    fontFaces,
    frames: walk.frames.filter((frame) => frame.same_origin).map(({ url: frameUrl, node_id, box }) => ({ url: frameUrl, node_id, box })),
    timing,
  };
}

/**
 * Fills sheets whose CSSOM was unreadable (cross-origin) from the recorded response bodies, and
 * adds stylesheet responses no readable sheet accounts for (the `@import`s of such sheets).
 */
async function completeStylesheets(
  raw: Awaited<ReturnType<typeof collectStylesheets>>,
  recorder: NetworkRecorder,
  warnings: CaptureWarning[],
): Promise<CapturedStylesheet[]> {
  const sheets: Omit<CapturedStylesheet, 'id'>[] = [];
  let unreadable = 0;
  for (const sheet of raw) {
    let text = sheet.text;
    if (text === null) {
      unreadable += 1;
      text = sheet.href ? await recorder.stylesheetText(sheet.href) : null;
      // A sheet that never loaded (offline CDN, refused, 404) is not a cross-origin read problem: say which.
      const failure = text === null && sheet.href ? recorder.loadFailure(sheet.href) : null;
      if (text === null) warnings.push(captureWarning('stylesheet_unreadable', failure ? `stylesheet ${sheet.href} did not load (${failure})` : `stylesheet ${sheet.href ?? '(inline)'} could not be read (cross-origin, body not recorded)`));
    }
    sheets.push({ ...sheet, text: text ?? '' });
  }
  if (unreadable > 0) {
    const known = new Set(raw.map((sheet) => sheet.href).filter((href): href is string => href !== null));
    for (const href of recorder.stylesheetUrls()) {
      if (known.has(href)) continue;
      known.add(href);
      const text = await recorder.stylesheetText(href);
      if (text !== null) sheets.push({ origin: 'import', href, media: null, owner_node_id: null, text });
    }
  }
  return sheets.map((sheet, index) => ({ id: `s${index}`, ...sheet }));
}

/**
 * Forced states and rendered fonts via the DevTools protocol. A probe that runs out of time is a
 * warning, not a failure, unless the page's main thread stopped answering.
 */
async function probe(
  page: Page,
  walk: NodeWalkResult,
  nodes: CapturedNode[],
  ctx: CollectContext,
  time: PhaseTimer,
): Promise<{ states: ForcedStateStyle[]; groups: StateGroup[]; fonts: RenderedFont[] }> {
  const { cdp, signal, deadline, url, warnings } = ctx;
  const limits = (): { timeoutMs: number; signal: AbortSignal } => ({ timeoutMs: deadline.cap(PROBE_CAP_MS), signal });
  const attempt = async <T>(what: string, fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof StepTimeoutError)) throw error;
      await assertResponsive(page, url, what, signal);
      warnings.push(captureWarning('budget_exhausted', `${what} did not finish in time; the capture has none`));
      return fallback;
    }
  };
  const table = await time('probe.resolve', attempt('resolving probe nodes', { objectId: null, handles: [] } as ProbeTable, () => resolveProbeNodes(cdp, PROBE_TABLE_KEY, limits())));
  const { handles } = table;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const targets = walk.state_targets.flatMap((id, i) => (handles[i] ? [{ id, nodeId: handles[i]!.nodeId, index: i, members: walk.state_groups[i]! }] : []));
  const offset = walk.state_targets.length;
  const samples = walk.font_samples.flatMap((id, i) => {
    const handle = handles[offset + i];
    return handle ? [{ nodeId: handle.nodeId, stack: byId.get(id)?.style['font-family'] ?? '' }] : [];
  });
  // Fonts first: a forced :hover could change a sample's weight, and so the face it renders with.
  const fonts = await time('probe.fonts', attempt('reading rendered fonts', [] as RenderedFont[], () => collectRenderedFonts(cdp, samples, limits())));
  const forced = await time('probe.states', attempt('forcing interaction states', null, () =>
    collectForcedStates(cdp, table.objectId, targets, { ...limits(), sliceMs: Math.min(STATE_SLICE_MS, deadline.remaining()) })));
  if (handles.length > 0) await attempt('releasing probe nodes', undefined, () => bounded(releaseProbeNodes(cdp), 2_000, 'releasing probe nodes', signal));
  if (!forced) return { states: [], groups: [], fonts };
  const probed = new Set(forced.probed);
  const groups = targets.filter((t) => probed.has(t.id)).map((t) => ({ node_id: t.id, group_size: t.members.length, members: t.members }));
  const left = walk.state_group_count - groups.length;
  if (left > 0) {
    const why = forced.stopped === 'time_slice' ? `the ${STATE_SLICE_MS / 1000}s time slice ended`
      : forced.stopped === 'chunk_timeout' ? 'a batch ran out of time'
      : walk.state_group_count > MAX_STATE_GROUPS ? `at most ${MAX_STATE_GROUPS} groups are probed` : 'their elements could not be resolved';
    warnings.push(captureWarning('states_sampled', `interaction states were read on ${groups.length} of ${walk.state_group_count} groups of alike interactive elements (${why}); the other groups have no forced-state data`));
  }
  return { states: expandStates(forced.states, groups), groups, fonts };
}

/**
 * Each representative's state styles, marked with its group's size, then the same styles for
 * every other member, marked `probed_on` (so analyzers see every grouped element, as before).
 */
export function expandStates(states: readonly ForcedStateStyle[], groups: readonly StateGroup[]): ForcedStateStyle[] {
  const byRepresentative = new Map(groups.map((group) => [group.node_id, group]));
  const out: ForcedStateStyle[] = [];
  for (const entry of states) {
    const group = byRepresentative.get(entry.node_id);
    out.push(group ? { ...entry, group_size: group.group_size } : entry);
  }
  for (const entry of states) {
    const group = byRepresentative.get(entry.node_id);
    for (const member of group?.members.slice(1) ?? []) out.push({ node_id: member, state: entry.state, changed: entry.changed, probed_on: entry.node_id });
  }
  return out;
}
