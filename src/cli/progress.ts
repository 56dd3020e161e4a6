/**
 * Live progress for `extract`: on a TTY a redrawn block (one line per URL and an overall bar);
 * otherwise one plain line per step change, safe for logs and pipes.
 */
import type { ResultEnvelope } from '../api/submission-read.js';
import type { SubmissionStatusView } from '../api/views.js';
import { markOf } from './summary.js';

const DONE = new Set(['completed', 'failed']);

/** What a line shows: a status view while waiting, the result envelope at the end. */
type Row = Pick<SubmissionStatusView, 'submission_id' | 'source_url' | 'status' | 'current_step' | 'error' | 'cache_hit'>;

export class ProgressDisplay {
  private readonly views = new Map<string, Row>();
  private drawnLines = 0;
  /** Final marks by submission id (✔ ⚠ ✖), known once the results are read. */
  private readonly marks = new Map<string, string>();
  private readonly started = Date.now();

  constructor(private readonly out: NodeJS.WriteStream, private readonly order: string[], private readonly live = Boolean(out.isTTY)) {}

  update(view: SubmissionStatusView): void {
    const previous = this.views.get(view.submission_id);
    this.views.set(view.submission_id, view);
    if (this.live) return this.redraw();
    if (previous?.current_step === view.current_step && previous.status === view.status) return;
    const index = this.order.indexOf(view.submission_id) + 1;
    const detail = view.status === 'failed' ? ` — ${view.error ?? 'failed'}` : view.cache_hit ? ' (cache hit)' : '';
    this.out.write(`[${index}/${this.order.length}] ${view.source_url} ${view.status}:${view.current_step}${detail}\n`);
  }

  /** The last redraw; with the results, completed pages with capture warnings are marked ⚠ (issue 8 item 6). */
  finish(results: ResultEnvelope[] = []): void {
    for (const envelope of results) {
      this.marks.set(envelope.submission_id, markOf(envelope));
      // A cache hit completes without a progress report: its line comes from the result.
      if (!this.views.has(envelope.submission_id)) this.views.set(envelope.submission_id, envelope);
    }
    if (this.live) this.redraw();
  }

  private redraw(): void {
    const lines: string[] = [];
    const shown = this.order.slice(0, 20);
    for (const id of shown) {
      const v = this.views.get(id);
      if (!v) continue;
      const mark = this.marks.get(id) ?? (v.status === 'completed' ? '✔' : v.status === 'failed' ? '✖' : '…');
      lines.push(`${mark} ${truncate(v.source_url, 60).padEnd(60)} ${v.status === 'failed' ? truncate(v.error ?? 'failed', 50) : v.current_step}`);
    }
    if (this.order.length > shown.length) lines.push(`  … and ${this.order.length - shown.length} more`);
    const done = [...this.views.values()].filter((v) => DONE.has(v.status)).length;
    const width = 30;
    const filled = Math.round((done / Math.max(1, this.order.length)) * width);
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    lines.push(`[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${this.order.length} done, ${seconds}s`);
    if (this.drawnLines) this.out.write(`\x1b[${this.drawnLines}A`);
    this.out.write(lines.map((l) => `\x1b[2K${l}\n`).join(''));
    this.drawnLines = lines.length;
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
