/**
 * Child process for the give-up test: a Postgres worker whose page never finishes capturing.
 * Prints `capturing <url>` when it starts one and waits to be killed (SIGKILL) by the parent.
 */
import { openBrandDesign } from '../../src/index.js';
import type { Crawler } from '../../src/crawl/types.js';

const [postgres, artifacts, dataDir, queueJson] = process.argv.slice(2) as [string, string, string, string];
const hanging: Crawler = {
  capture: (url) => {
    process.stdout.write(`capturing ${url}\n`);
    return new Promise(() => undefined);
  },
  discover: async (url) => [url],
  fetch: () => Promise.reject(new Error('not fetched')),
  close: async () => undefined,
};
await openBrandDesign({ dataDir, store: { postgres }, artifacts: { dir: artifacts }, maxAttempts: 1, queue: JSON.parse(queueJson), crawler: hanging });
setInterval(() => undefined, 1000);
