/**
 * Standard output closed by its reader (`brand-design list | head -1`, issue 8 item 9): Node
 * reports EPIPE as an 'error' event, which, unhandled, ends the process with a stack trace.
 * The command instead finishes its work quietly (the runtime still closes, Chromium included)
 * and whatever it writes afterwards is dropped.
 */
import { EXIT } from './args.js';

type Writable = NodeJS.WriteStream;

/** Makes `stream` drop writes once its reader has gone; other stream errors are reported once. */
export function quietOnClosedPipe(stream: Writable): void {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (closed) return;
    closed = true;
    stream.write = dropWrite as Writable['write'];
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
    // Not a closed pipe (e.g. EIO on a vanished terminal): say so on the other stream, if it still works.
    const other = stream === process.stdout ? process.stderr : process.stdout;
    try {
      other.write(`brand-design: cannot write to standard ${stream === process.stdout ? 'output' : 'error'}: ${error.code ?? error.message}\n`);
    } catch {
      // Both streams are gone: nothing left to tell.
    }
    process.exitCode = EXIT.environment;
  });
}

function dropWrite(_chunk: unknown, encodingOrCallback?: unknown, callback?: unknown): boolean {
  const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
  if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
  return true;
}
