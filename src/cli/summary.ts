/** Human-readable summaries of results for the terminal. Pure functions. */
import type { ResultEnvelope } from '../api/submission-read.js';

interface ProfileLike {
  brand_name?: string | null;
  description?: string | null;
  theme_color?: string | null;
  language?: string | null;
  identity_paragraph?: string | null;
}

export interface Warning {
  code: string;
  message: string;
}

/**
 * The capture warnings of a result (issue 8 item 6). Read defensively: envelopes written before
 * warnings were carried have none, and plain strings read as code `other`.
 */
export function warningsOf(envelope: ResultEnvelope): Warning[] {
  const raw = (envelope as { warnings?: unknown }).warnings;
  if (!Array.isArray(raw)) return [];
  return raw.map((w: unknown) =>
    typeof w === 'string' ? { code: 'other', message: w } : { code: String((w as Warning).code ?? 'other'), message: String((w as Warning).message ?? '') },
  );
}

/** ✔ completed cleanly, ⚠ completed with warnings (an incomplete capture), ✖ failed, … in progress. */
export function markOf(envelope: ResultEnvelope): string {
  if (envelope.status === 'failed') return '✖';
  if (envelope.status !== 'completed') return '…';
  return warningsOf(envelope).length > 0 ? '⚠' : '✔';
}

export interface SummaryOptions {
  elapsedMs?: number;
  /** Warnings listed one per line; the rest are counted. @default all */
  maxWarnings?: number;
}

export function summarizeResult(envelope: ResultEnvelope, options: SummaryOptions = {}): string {
  const { elapsedMs, maxWarnings = Number.POSITIVE_INFINITY } = options;
  const lines: string[] = [];
  const profile = (envelope.result.design_system.profile ?? {}) as ProfileLike;
  const warnings = warningsOf(envelope);
  const count = warnings.length ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'}: ${warnings[0]!.code})` : '';
  lines.push(`${markOf(envelope)} ${profile.brand_name ?? '(unnamed brand)'} — ${envelope.source_url}${count}`);
  if (envelope.status === 'failed') lines.push(`  error: ${envelope.error ?? 'failed'}`);
  lines.push(`  submission ${envelope.submission_id}${envelope.cache_hit ? ' (cache hit)' : ''}${elapsedMs !== undefined ? `, ${(elapsedMs / 1000).toFixed(2)} s` : ''}`);
  for (const w of warnings.slice(0, maxWarnings)) lines.push(`  warning ${w.code}: ${w.message}`);
  if (warnings.length > maxWarnings) lines.push(`  … ${warnings.length - maxWarnings} more warning(s): brand-design show ${envelope.submission_id}`);
  if (profile.description) lines.push(`  description: ${profile.description}`);
  if (profile.theme_color) lines.push(`  theme color: ${profile.theme_color}`);
  if (profile.language) lines.push(`  language: ${profile.language}`);
  if (profile.identity_paragraph) lines.push(`  identity: ${profile.identity_paragraph}`);
  const sections = Object.keys(envelope.result.design_system);
  lines.push(`  sections: ${sections.length ? sections.join(', ') : 'none'}`);
  for (const e of envelope.result.section_errors) lines.push(`  section ${e.section} failed: ${e.error}`);
  return lines.join('\n');
}
