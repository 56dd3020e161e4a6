/**
 * The client process of the multi-process test: a submit-only runtime (`work: false`) on the
 * shared Postgres. Prints `ready`, submits the URLs given on stdin (one per line), prints `{"ids":[…]}`, waits
 * for every submission to finish and prints `{"views":[…]}`.
 */
import { createInterface } from 'node:readline';
import { openBrandDesign } from '../../src/index.js';
import { submitAll } from './submit-all.js';

const [postgres, artifacts, dataDir] = process.argv.slice(2) as [string, string, string];
const runtime = await openBrandDesign({ dataDir, store: { postgres }, artifacts: { dir: artifacts }, work: false });
process.stdout.write('ready\n');
const urls: string[] = [];
for await (const line of createInterface({ input: process.stdin })) if (line.trim()) urls.push(line.trim());
const submissions = runtime.client().submissions;
const ids = await submitAll(runtime, urls);
process.stdout.write(`${JSON.stringify({ ids })}\n`);
const views = [];
for (const id of ids) views.push(await submissions.wait(id, { timeoutMs: 150_000, intervalMs: 200 }));
process.stdout.write(`${JSON.stringify({ views })}\n`);
await runtime.close();
