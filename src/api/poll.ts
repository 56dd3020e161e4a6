/**
 * The polling helper behind `submissions.wait` and `judge.wait` (spec §7 polling rule): re-reads
 * the status on every change this runtime makes, and at least every `intervalMs` for changes made
 * by another process sharing the data dir.
 */
import { BrandDesignError } from '../errors.js';
import type { RuntimeCore } from './core.js';

export interface PollOptions<V> {
  /** Give up after this long with WAIT_TIMEOUT. @default 300000 */
  timeoutMs?: number;
  /** Longest pause between two reads. @default 250 */
  intervalMs?: number;
  /** Called with the view whenever its status or step changes. */
  onProgress?: (view: V) => void;
}

export async function pollUntilDone<V extends { status: string; current_step: string }>(
  core: RuntimeCore,
  event: 'change' | 'judge',
  read: () => Promise<V>,
  isDone: (view: V) => boolean,
  idOf: (view: V) => string,
  options: PollOptions<V> = {},
): Promise<V> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const view = await read();
    const key = `${view.status}|${view.current_step}`;
    if (key !== last) {
      last = key;
      options.onProgress?.(view);
    }
    if (isDone(view)) return view;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new BrandDesignError('WAIT_TIMEOUT', `${idOf(view)} is still ${view.status} after ${timeoutMs} ms.`);
    await changeOrTimeout(core, event, idOf(view), Math.min(options.intervalMs ?? 250, remaining));
  }
}

function changeOrTimeout(core: RuntimeCore, event: string, id: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const onChange = (changed: string): void => {
      if (changed === id) done();
    };
    const timer = setTimeout(() => done(), ms);
    const done = (): void => {
      clearTimeout(timer);
      core.events.off(event, onChange);
      resolve();
    };
    core.events.on(event, onChange);
  });
}
