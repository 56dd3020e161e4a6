/**
 * Child process for the store-hardening tests. It loads the runtime, prints `ready`, then for
 * every line `<dataDir>` on stdin opens that data dir without recovering jobs (what
 * `brand-design list` does), lists, closes, and prints one line: `ok` or `<code>: <message>`.
 * Several children told the same data dir at the same moment open it concurrently; staying alive
 * between rounds keeps the start-up cost out of the race.
 */
import { createInterface } from 'node:readline';
import { openBrandDesign } from '../../src/index.js';

const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const dataDir of lines) {
  try {
    const runtime = await openBrandDesign({ dataDir, recover: false });
    await runtime.client().submissions.list();
    await runtime.close();
    process.stdout.write('ok\n');
  } catch (error) {
    const e = error as { code?: string; message?: string };
    process.stdout.write(`${e.code ?? 'ERROR'}: ${(e.message ?? String(error)).replace(/\n/g, ' ')}\n`);
  }
}
