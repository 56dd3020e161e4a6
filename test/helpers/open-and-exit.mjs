// Child process for test/api/native-exit.test.ts: opens the runtime, reads through the store many
// times (each read prepares statements that are then dropped), lets the garbage collector run from a
// timer — where better-sqlite3 12's statement destructor aborted Node 24 — and exits WITHOUT
// calling close(), as a build tool or a test runner that forgets to would. Optionally does the same
// in a worker thread, whose environment is torn down before the process exits.
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import { join } from 'node:path';

const [dataDir, mode] = isMainThread ? process.argv.slice(2) : [workerData.dataDir, 'in-worker'];

async function openAndRead(dir) {
  const { openBrandDesign } = await import(new URL('../../dist/index.js', import.meta.url).href);
  const bd = await openBrandDesign({ dataDir: dir, recover: 'leave' });
  const owner = bd.client();
  for (let i = 0; i < 300; i++) {
    await owner.submissions.list({ limit: 5, offset: i % 3 });
    await owner.me();
    await owner.judge.list({ limit: 5 });
  }
  return bd;
}

function churnFromTimer() {
  return new Promise((resolve) => setTimeout(() => {
    let keep = 0;
    for (let i = 0; i < 2_000_000; i++) keep += [{ i }].length; // allocation => scavenges run here
    resolve(keep);
  }, 5));
}

if (mode === 'worker') {
  const worker = new Worker(new URL(import.meta.url), { workerData: { dataDir: join(dataDir, 'w') } });
  // Listen before awaiting anything: a worker that finishes while the main thread still reads would
  // emit 'exit' to nobody, and the unsettled top-level await would end the process with status 13.
  const exited = new Promise((resolve, reject) => { worker.on('exit', resolve); worker.on('error', reject); });
  await openAndRead(dataDir);
  await exited;
  await churnFromTimer();
} else {
  await openAndRead(dataDir);
  await churnFromTimer();
  if (mode === 'exit') { console.log('done'); process.exit(0); }
}
console.log('done');
