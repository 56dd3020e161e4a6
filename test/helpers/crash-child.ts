/**
 * Child process for the crash-safety test: completes one extraction, starts a slow one, prints
 * both ids and then idles until the parent kills it with SIGKILL.
 */
import { openBrandDesign } from '../../src/index.js';

const [dataDir, goodUrl, slowUrl] = process.argv.slice(2) as [string, string, string];
const runtime = await openBrandDesign({ dataDir, metering: { enabled: true, initialBalance: 10 } });
const submissions = runtime.client().submissions;
const good = await submissions.create({ url: goodUrl });
await submissions.wait(good.submission_id);
const slow = await submissions.create({ url: slowUrl });
process.stdout.write(`${JSON.stringify({ good: good.submission_id, slow: slow.submission_id })}\n`);
setInterval(() => undefined, 1000);
