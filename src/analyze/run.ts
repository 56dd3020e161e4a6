/**
 * Runs the section analyzers over one Capture (ARCHITECTURE: Capture → analyze/ sections →
 * DesignSystem, checkpointed per section).
 *
 * - Sections run in spec §2.3 order (SECTION_NAMES), each reported through `onSection` as soon
 *   as it is done, so the job runner can checkpoint it and `result()` can serve a partial
 *   design system (spec §4.5 "200 partial").
 * - A section that throws, or whose required Capture fields are missing, fails alone: it is
 *   listed in `section_errors` and the others still run (Lighthouse: a failed audit never sinks
 *   the report).
 * - A requested section with no analyzer is absent from the result: never faked.
 * - Deterministic: the same Capture gives byte-identical JSON. Each section value is copied into
 *   plain JSON here, rejecting NaN/Infinity, Maps, class instances and cycles, so an analyzer
 *   cannot leak something that serializes differently from run to run.
 */
import type { Capture } from '../crawl/capture-types.js';
import { invalid } from '../errors.js';
import { composeIdentity } from './identity.js';
import { AnalysisContext } from './context.js';
import { ANALYZERS, type Analyzer } from './registry.js';
import { isSectionName, SECTION_NAMES, type SectionName } from './section-names.js';
import type { DesignSystem } from '../types/design-system.js';

export type SectionOutcome = { ok: true; value: unknown } | { ok: false; error: string };

export interface SectionError {
  section: SectionName;
  error: string;
}

export interface AnalysisResult {
  /** Section objects by name, in SECTION_NAMES order; failed and unimplemented sections are absent. */
  design_system: DesignSystem;
  section_errors: SectionError[];
}

export interface AnalyzeOptions {
  /** Sections to compute. @default every implemented section */
  sections?: readonly SectionName[];
  /**
   * Called after each section, in order, with its outcome; awaited before the next section
   * starts. Errors it throws are not section failures (a checkpoint that cannot be written
   * is the job's failure): they reject `analyzeCapture`.
   */
  onSection?: (section: SectionName, outcome: SectionOutcome) => void | Promise<void>;
  /** The analyzers to use (tests inject failing ones). @default ANALYZERS */
  analyzers?: readonly Analyzer[];
  /** Stops between sections; `analyzeCapture` then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export async function analyzeCapture(capture: Capture, options: AnalyzeOptions = {}): Promise<AnalysisResult> {
  const analyzers = options.analyzers ?? ANALYZERS;
  const requested = options.sections ?? SECTION_NAMES;
  const unknown = requested.filter((s) => !isSectionName(s));
  // spec §4.5: an unknown section name is a 422.
  if (unknown.length > 0) throw invalid(['sections'], `unknown section name(s): ${unknown.join(', ')}; expected one of ${SECTION_NAMES.join(', ')}`);

  const wanted = new Set<SectionName>(requested);
  const ctx = new AnalysisContext(capture);
  const result: AnalysisResult = { design_system: {}, section_errors: [] };

  for (const section of SECTION_NAMES) {
    if (!wanted.has(section)) continue;
    const analyzer = analyzers.find((a) => a.id === section);
    if (!analyzer) continue;
    options.signal?.throwIfAborted();

    const outcome = runOne(analyzer, capture, ctx);
    // The value is what this section's analyzer returned, so it has the section's type (src/types/design-system.ts).
    if (outcome.ok) (result.design_system as Record<string, unknown>)[section] = outcome.value;
    else result.section_errors.push({ section, error: outcome.error });
    await options.onSection?.(section, outcome);
    // Let the job runner's timers and I/O breathe between CPU-heavy sections.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }

  // The identity paragraph is written from the other sections, so it joins the profile once
  // they exist, and the profile is checkpointed again with it.
  const profile = result.design_system.profile as Record<string, unknown> | undefined;
  const identity = profile ? composeIdentity(result.design_system) : null;
  if (profile && identity) {
    profile.identity_paragraph = identity.paragraph;
    profile.identity = identity.facets;
    await options.onSection?.('profile', { ok: true, value: profile });
  }
  return result;
}

function runOne(analyzer: Analyzer, capture: Capture, ctx: AnalysisContext): SectionOutcome {
  const missing = analyzer.requires.filter((key) => isEmpty(capture[key]));
  if (missing.length > 0) {
    return { ok: false, error: `the capture has no ${missing.join(', ')} (required by the ${analyzer.id} section)` };
  }
  try {
    return { ok: true, value: toPlainJson(analyzer.analyze(capture, ctx), analyzer.id) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** A deep copy that is exactly what JSON.stringify would keep, or a thrown, located error. */
export function toPlainJson(value: unknown, path: string, seen: Set<object> = new Set()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${path} is ${value}; section values must be finite numbers`);
    return Object.is(value, -0) ? 0 : value;
  }
  if (typeof value !== 'object') throw new TypeError(`${path} is a ${typeof value}; section values must be plain JSON`);
  if (seen.has(value)) throw new TypeError(`${path} is a circular reference`);
  seen.add(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    copy = value.map((item, i) => (item === undefined ? null : toPlainJson(item, `${path}[${i}]`, seen)));
  } else {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      throw new TypeError(`${path} is a ${(value as object).constructor?.name ?? 'non-plain object'}; section values must be plain objects`);
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = toPlainJson(item, `${path}.${key}`, seen);
    }
    copy = out;
  }
  seen.delete(value);
  return copy;
}
