/** `brand-design judge <reference_url> <source_url>`: how well a page follows a reference brand. */
import { openBrandDesign } from '../api/runtime.js';
import { findChromiumExecutable } from '../crawl/browser.js';
import type { JudgeVerdict } from '../api/judge.js';
import type { Fix } from '../verify/types.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse, positiveInt } from './args.js';
import { CAPTURE_FLAGS, resolveCaptureSettings, runtimeCaptureOptions } from './capture-flags.js';
import { sharedStoreOptions } from './shared-store.js';

export const JUDGE_HELP = `Judge how well a page (the source) follows the brand of a reference site.

Usage: brand-design judge <reference_url> <source_url> [options]
       brand-design judge list [--status s] [--limit n] [--offset n] [--json]
       brand-design judge show <job_id> [--css out.css] [--top n] [--json]

Options:
  --reference-url <url>  another page of the reference site (repeatable): the brand is judged
                     on every reference page pooled (a site reference), not on one page
  --json             print the verdict as JSON
  --top <n>          recommendations and fixes to print (default 5; the verdict keeps up to 20)
  --force            re-extract both pages and re-judge instead of reusing caches
  --public           make the verdict publicly readable
  --timeout <s>      give up waiting after s seconds (default 600)
  --report <file>    also write the verdict as a visual HTML report (one file, works offline)
  --preview-fixes    with --report: re-judge the source with the fixes injected as CSS, shown before/after
  --data-dir <dir>   where state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)
  capture options    as for extract (brand-design extract --help): --color-scheme, --header, --basic-auth, …

Exit codes: 0 judged, 1 the job failed, 2 usage error, 3 environment error (e.g. no Chromium).`;

export async function runJudgeCommand(argv: string[]): Promise<number> {
  // `judge list` / `judge show <job_id>` (issue 12 §4): judge-jobs.ts.
  if (argv[0] === 'list' || argv[0] === 'show') return (await import('./judge-jobs.js')).runJudgeJobs(argv);
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    ...CAPTURE_FLAGS,
    json: { type: 'boolean' },
    top: { type: 'string' },
    force: { type: 'boolean' },
    public: { type: 'boolean' },
    timeout: { type: 'string' },
    report: { type: 'string' },
    'preview-fixes': { type: 'boolean' },
    'reference-url': { type: 'string', multiple: true },
  });
  if (positionals.length !== 2) throw new UsageError('give a reference URL and a source URL');
  const top = positiveInt(values.top, 'top', 5, 20);
  const timeoutMs = positiveInt(values.timeout, 'timeout', 600) * 1000;
  // Capture options for both pages: flags over brand-design.config.json (issue 12 §4).
  const capture = runtimeCaptureOptions(resolveCaptureSettings(values, process.cwd(), process.env).settings);
  if (!capture.browser.wsEndpoint) await findChromiumExecutable();
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: 'leave', browser: capture.browser, network: capture.network });
  try {
    const judge = clientOf(runtime).judge;
    const job = await judge.create({ reference_url: positionals[0]!, reference_urls: (values['reference-url'] as string[] | undefined) ?? [], source_url: positionals[1]!, force: values.force ?? false, is_public: values.public ?? false });
    const live = !values.json && Boolean(process.stderr.isTTY);
    const done = await judge.wait(job.job_id, {
      timeoutMs,
      onProgress: (v) => process.stderr.write(live ? `\r\x1b[2K${v.status}: ${v.current_step}` : `${v.status}: ${v.current_step}\n`),
    });
    if (live) process.stderr.write('\n');
    if (done.status === 'failed') {
      process.stderr.write(`brand-design judge: job ${job.job_id} failed: ${done.error}\n`);
      if (values.json) process.stdout.write(`${JSON.stringify(done, null, 2)}\n`);
      return EXIT.failed;
    }
    const verdict = await judge.result(job.job_id);
    process.stdout.write(values.json ? `${JSON.stringify({ ...verdict, cache_hit: done.cache_hit }, null, 2)}\n` : `${formatVerdict(verdict, top)}\njob ${job.job_id}\n`);
    if (values.report) {
      // issue 12 §1: the visual report (src/cli/report.ts).
      const { writeJudgeReport } = await import('./report.js');
      const path = await writeJudgeReport(clientOf(runtime), dataDirFrom(values['data-dir']), job.job_id, values.report, { previewFixes: values['preview-fixes'] ?? false, timeoutMs, onProgress: (line) => process.stderr.write(`${line}\n`) });
      process.stderr.write(`report: ${path}\n`);
    }
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}

/** The terminal summary of a verdict. Pure. */
export function formatVerdict(verdict: JudgeVerdict, top: number): string {
  const site = verdict.reference_urls?.length ? ` (site reference: + ${verdict.reference_urls.length} page${verdict.reference_urls.length === 1 ? '' : 's'})` : '';
  const lines = [`Brand adherence of ${verdict.source_url} to ${verdict.reference_url}${site}: ${verdict.score === null ? 'not scored' : verdict.score.toFixed(2)}`];
  for (const [id, component] of Object.entries(verdict.components)) {
    if (component) lines.push(`  ${id.padEnd(11)} ${component.score === null ? '  – ' : component.score.toFixed(2)}  ${component.summary}`);
  }
  // issue 10 §3: the caps that fired and the three components that cost the most.
  const caps = verdict.caps ?? [];
  lines.push('', caps.length ? `Caps (${caps.length}):` : 'Caps: none fired');
  for (const c of caps) lines.push(`  ${c.rule} ≤ ${c.limit.toFixed(2)} (${c.component}): ${c.evidence}`);
  const costly = (verdict.costs ?? []).filter((c) => c.cost > 0).slice(0, 3);
  if (costly.length) lines.push(`Costing the most: ${costly.map((c) => `${c.component} −${c.cost.toFixed(3)}`).join(', ')}`);
  if (verdict.recommendations.length) {
    lines.push('', `Worst ${Math.min(top, verdict.recommendations.length)} of ${verdict.recommendations.length} recommendations:`);
    verdict.recommendations.slice(0, top).forEach((r, i) => lines.push(`  ${i + 1}. ${r}`));
  }
  if (verdict.fixes.length) {
    lines.push('', `Fixes (${verdict.fixes.length}; write them as CSS: brand-design judge show ${verdict.job_id} --css fixes.css):`);
    verdict.fixes.slice(0, top).forEach((f, i) => lines.push(`  ${i + 1}. ${describeFix(f)}`));
  }
  return lines.join('\n');
}

function describeFix(fix: Fix): string {
  if (fix.action === 'add_color_token') return `add_color_token ${fix.name} = ${fix.value} (${fix.usage})`;
  const where = `${fix.selectors.slice(0, 2).join(', ')}${fix.selectors.length > 2 ? ` +${fix.selectors.length - 2}` : ''}`;
  return `${fix.action} ${fix.property}: ${fix.from} → ${fix.to_value} on ${where} (${fix.count} element${fix.count === 1 ? '' : 's'})`;
}
