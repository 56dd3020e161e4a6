/**
 * A process that writes one artifact over and over through the shared-directory store:
 * `writer-child.ts <root> <key> <byte> <size> <times>`. Each write is `size` copies of one
 * character, so a reader can tell a whole file from a torn one. Prints "ready" first and
 * "done" at the end. With times 0 it writes until killed.
 */
import { SharedDirArtifactStore } from '../../src/artifacts/shared-dir.js';

const [root, key, char, size, times] = process.argv.slice(2) as [string, string, string, string, string];
const store = new SharedDirArtifactStore(root);
const body = Buffer.alloc(Number(size), char);
process.stdout.write('ready\n');
for (let i = 0; Number(times) === 0 || i < Number(times); i += 1) await store.write(key, body);
process.stdout.write('done\n');
