/**
 * Child process for the queue tests: a pg-boss worker whose jobs never finish. It prints
 * `started <id>` for each job it takes and waits to be killed (SIGKILL) by the parent.
 */
import { connectBoss } from '../../src/queue/pg-boss.js';
import { PgBossQueue } from '../../src/queue/pg-boss-queue.js';
import { queueSettings } from '../../src/queue/settings.js';

const [url, name, settingsJson, maxDeliveries] = process.argv.slice(2) as [string, string, string, string];
const settings = queueSettings(JSON.parse(settingsJson));
const connection = await connectBoss(url, settings, { supervise: false, maxConnections: 3 });
await PgBossQueue.create({
  connection,
  name,
  concurrency: 4,
  settings,
  maxDeliveries: Number(maxDeliveries),
  handlers: {
    prepare: () => true,
    run: (id) => {
      process.stdout.write(`started ${id}\n`);
      return new Promise(() => undefined);
    },
    onError: () => undefined,
    onGiveUp: () => undefined,
  },
});
process.stdout.write('ready\n');
setInterval(() => undefined, 1000);
