/** Human-readable summaries of results for the terminal. Pure functions. */
import type { ResultEnvelope } from '../api/submission-read.js';

interface ProfileLike {
  brand_name?: string | null;
  description?: string | null;
  theme_color?: string | null;
  language?: string | null;
  identity_paragraph?: string | null;
}

export function summarizeResult(envelope: ResultEnvelope, elapsedMs?: number): string {
  const lines: string[] = [];
  const profile = (envelope.result.design_system.profile ?? {}) as ProfileLike;
  const head = envelope.status === 'completed' ? '✔' : envelope.status === 'failed' ? '✖' : '…';
  lines.push(`${head} ${profile.brand_name ?? '(unnamed brand)'} — ${envelope.source_url}`);
  if (envelope.status === 'failed') lines.push(`  error: ${envelope.error ?? 'failed'}`);
  lines.push(`  submission ${envelope.submission_id}${envelope.cache_hit ? ' (cache hit)' : ''}${elapsedMs !== undefined ? `, ${(elapsedMs / 1000).toFixed(2)} s` : ''}`);
  if (profile.description) lines.push(`  description: ${profile.description}`);
  if (profile.theme_color) lines.push(`  theme color: ${profile.theme_color}`);
  if (profile.language) lines.push(`  language: ${profile.language}`);
  if (profile.identity_paragraph) lines.push(`  identity: ${profile.identity_paragraph}`);
  const sections = Object.keys(envelope.result.design_system);
  lines.push(`  sections: ${sections.length ? sections.join(', ') : 'none'}`);
  for (const e of envelope.result.section_errors) lines.push(`  section ${e.section} failed: ${e.error}`);
  return lines.join('\n');
}
