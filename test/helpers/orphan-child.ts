/**
 * Child process for the orphan tests: submits one slow page (metered, balance 10), prints its id,
 * and idles until the parent kills it with SIGKILL mid-crawl.
 */
import { openBrandDesign } from '../../src/index.js';

const [dataDir, url] = process.argv.slice(2) as [string, string];
const runtime = await openBrandDesign({ dataDir, metering: { enabled: true, initialBalance: 10 } });
const created = await runtime.client().submissions.create({ url }, { sections: ['profile'] });
process.stdout.write(`${created.submission_id}\n`);
setInterval(() => undefined, 1000);
