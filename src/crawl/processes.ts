/**
 * The Chromium process tree, seen from outside (Linux /proc): who belongs to a browser, and
 * making sure none of them outlives it. Chromium's browser process can exit before its zygote
 * or helpers do; those are then killed here rather than left running.
 */
import { readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 25;

/** The `/proc/<pid>/stat` state letter and parent pid; null when the process is gone (or no /proc). */
function stat(pid: number): { state: string; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** True while `pid` exists and is not a zombie. */
export function isRunning(pid: number): boolean {
  const info = stat(pid);
  if (info) return info.state !== 'Z' && info.state !== 'X';
  // No /proc (macOS): signal 0 tells whether the pid exists.
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Every descendant of `pid` (children, grandchildren, …); empty where /proc is not available. */
export function descendants(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(Number(entry));
    if (info) children.set(info.ppid, [...(children.get(info.ppid) ?? []), Number(entry)]);
  }
  const out: number[] = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()!) ?? [];
    out.push(...next);
    queue.push(...next);
  }
  return out;
}

/** Kills `pids` that are still running (and still Chromium: a pid may have been reused). */
export function killStragglers(pids: number[]): void {
  for (const pid of pids) {
    if (!isRunning(pid) || !isChromium(pid)) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

function isChromium(pid: number): boolean {
  try {
    return /chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') return false;
    throw error;
  }
}

/** Polls until `pid` is no longer running, at most `timeoutMs`; true when it stopped. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}
