/**
 * The verifier's calibration on real multi-page sites (issue 10 §2). Re-judges the saved captures
 * of eval/judge/captures/ offline (no browser) and prints, per pair kind (self, same brand on
 * another page type, other brand), min / median / max, the target fractions and the AUC of
 * same-brand against other-brand scores, then one JSON summary line.
 *
 *   npm run eval:judge [-- --pairs] [--kind same|other|self] [--cache <dir>] [--site-reference | --both]
 *
 *   --pairs           also print every pair's score, its caps and its component scores
 *   --cache <dir>     keep each page's design system there (analysis is the slow part; the
 *                     verifier is re-run every time), for iterating on comparers in seconds
 *   --site-reference  judge against the reference's whole site (all its pages but the source,
 *                     pooled) instead of one page
 *   --both            one-page reference, then site reference: both tables and both JSON lines
 *
 * Targets (issue 10): self ≥ 0.97 for all; same brand ≥ 0.85 for ≥ 95 %; other brand ≤ 0.60 for
 * ≥ 95 %; AUC ≥ 0.99. Exit code 1 when a target is missed.
 */
import { parseArgs } from 'node:util';
import { buildPairs, loadSites } from '../eval/judge/pages.js';
import { calibrate, formatCalibration } from '../eval/judge/calibrate.js';
import { exitWithUsageIfAsked } from './usage.js';

exitWithUsageIfAsked(import.meta.url);
const { values } = parseArgs({
  options: { pairs: { type: 'boolean', default: false }, kind: { type: 'string' }, cache: { type: 'string' }, 'site-reference': { type: 'boolean', default: false }, both: { type: 'boolean', default: false } },
});
const sites = loadSites();
const pairs = buildPairs(sites).filter((p) => !values.kind || p.kind === values.kind);
const modes = values.both ? [false, true] : [values['site-reference']];
let met = true;
for (const siteReference of modes) {
  const t0 = performance.now();
  const result = await calibrate(sites, pairs, { cacheDir: values.cache, siteReference });
  if (values.both) process.stdout.write(`${siteReference ? 'site reference' : 'one-page reference'}\n`);
  process.stdout.write(formatCalibration(result, { pairs: values.pairs }));
  process.stdout.write(`${JSON.stringify({ eval: 'judge', reference: siteReference ? 'site' : 'page', seconds: Math.round((performance.now() - t0) / 100) / 10, ...result.summary })}\n`);
  met &&= result.summary.targets_met;
}
process.exitCode = met ? 0 : 1;
