/**
 * Child process for the in-flight de-duplication test: loads the runtime, opens the data dir
 * (as the CLI does: orphans left alone), prints `ready`, waits for a `go` line on stdin so several
 * children submit at the same moment, then submits `url`, waits for it and prints the final
 * status view as one JSON line.
 */
import { createInterface } from 'node:readline';
import { openBrandDesign } from '../../src/index.js';

const [dataDir, url] = process.argv.slice(2) as [string, string];
const runtime = await openBrandDesign({ dataDir, recover: 'leave', metering: { enabled: true, initialBalance: 10 } });
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();
process.stdin.destroy();
const submissions = runtime.client().submissions;
const created = await submissions.create({ url }, { sections: ['profile'] });
const final = await submissions.wait(created.submission_id, { timeoutMs: 60_000 });
process.stdout.write(`${JSON.stringify(final)}\n`);
await runtime.close();
