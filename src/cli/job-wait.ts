/**
 * Waiting for jobs a command started here (`resume`, `retry`): progress on stderr, one line (or
 * JSON) per job on stdout, Ctrl-C / SIGTERM re-queues them (signals.ts). Exit 0 when every job
 * completed, 1 when one failed, 130 / 143 when interrupted.
 */
import type { BrandDesign } from '../api/runtime.js';
import type { SubmissionStatusView } from '../api/views.js';
import { EXIT } from './args.js';
import { ProgressDisplay } from './progress.js';
import type { Interruption } from './signals.js';

export async function waitForJobs(
  runtime: BrandDesign,
  ids: string[],
  o: { json: boolean; timeoutMs: number; interruption: Interruption },
): Promise<number> {
  const submissions = runtime.client().submissions;
  const progress = new ProgressDisplay(process.stderr, ids, !o.json && Boolean(process.stderr.isTTY));
  const waited = await o.interruption.race(
    Promise.all(ids.map((id) => submissions.wait(id, { timeoutMs: o.timeoutMs, onProgress: (view) => progress.update(view) }))),
  );
  progress.finish();
  if (typeof waited === 'number') return waited;
  process.stdout.write(o.json ? `${JSON.stringify(waited, null, 2)}\n` : waited.map(jobLine).join(''));
  return waited.every((view) => view.status === 'completed') ? EXIT.ok : EXIT.failed;
}

export function jobLine(view: SubmissionStatusView): string {
  const mark = view.status === 'completed' ? '✔' : view.status === 'failed' ? '✘' : '…';
  return `${mark} ${view.submission_id}  ${view.status}:${view.current_step}  ${view.source_url}${view.error ? `  (${view.error})` : ''}\n`;
}
