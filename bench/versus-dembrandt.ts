/**
 * brand-design against dembrandt on the same real pages (issue 9 §3; the runs are in
 * `dembrandt.ts`). Prints one JSON summary: per-page seconds, the median of dembrandt ÷ cold
 * brand-design extract, and failures. `bench/extract.ts` runs the same comparison as its
 * `versus-dembrandt` phase.
 *
 *   npm run build, then
 *   DEMBRANDT_BIN=/tmp/dembrandt/node_modules/dembrandt/dist/index.js BENCH_SITES=/work/sites \
 *     npm run bench:versus-dembrandt
 *   BENCH_VERSUS_PAGES=n   sample size (default 20); BENCH_CHROMIUM: the Chromium for dembrandt
 */
import { dembrandtBin, versusDembrandt } from './dembrandt.js';
import { loadRealPages, samplePages } from './real-pages.js';
import { serveStatic } from './static-server.js';

const found = dembrandtBin();
const sites = process.env.BENCH_SITES;
if ('skipped' in found || !sites) {
  const skipped = 'skipped' in found ? found.skipped : 'set BENCH_SITES (materialized realweb pages)';
  process.stdout.write(`${JSON.stringify({ bench: 'versus-dembrandt', skipped })}\n`);
} else {
  const pages = samplePages(loadRealPages(sites), Number(process.env.BENCH_VERSUS_PAGES ?? 20));
  const server = await serveStatic(sites);
  try {
    process.stdout.write(`${JSON.stringify({ bench: 'versus-dembrandt', ...(await versusDembrandt(found.bin, server.origin, pages)) })}\n`);
  } finally {
    await server.close();
  }
}
