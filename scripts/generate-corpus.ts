/**
 * Writes the small generated corpus for tests (issue 4 §2; issue 11 §1 moved the bundled corpus to
 * real pages): the generated brand pages and their manifest.
 *
 *   node --import tsx scripts/generate-corpus.ts            # corpusPlan(24) → fixtures/sites/c-<slug>/ + test/corpus/generated-manifest.json
 *   node --import tsx scripts/generate-corpus.ts --check    # exit 1 when a c-* folder or the manifest differs from the generator
 *   node --import tsx scripts/generate-corpus.ts --count 40 # another size (the default is 24)
 *
 * The pages live in fixtures/sites/ (prefix `c-`) because the fixture origin serves exactly
 * `fixtures/sites/<folder>/` at `https://<folder>.brand-design.test/`, which makes every curated URL
 * answer offline. The manifest holds only the curated labels (brand name, industry, page type);
 * everything visual on a card comes from running the extractor (`brand-design corpus build`).
 * Output is deterministic: the same generator version gives byte-identical files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { composeSite, corpusPlan, GENERATOR_VERSION, makeBrandSpec, siteUrl } from '../fixtures/generator/index.js';

const ROOT = join(import.meta.dirname, '..');
const SITES_DIR = join(ROOT, 'fixtures', 'sites');
// The bundled corpus is real pages (corpus/pages.json, issue 11 §1); the generated pages stay as a
// small corpus for tests (test/corpus/build.test.ts), offline in CI.
const MANIFEST = join(ROOT, 'test', 'corpus', 'generated-manifest.json');
/** Folder prefix of corpus pages under fixtures/sites (gen-* are the analysis fixtures). */
const PREFIX = 'c-';

interface ManifestEntry {
  id: string;
  url: string;
  brand_name: string;
  industry: string;
  page_type: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name))]))
    .sort();
}

/** Every corpus folder's files and the manifest, computed from the plan (nothing written). */
function plan(count: number): { folders: Map<string, Record<string, string>>; manifest: string } {
  const folders = new Map<string, Record<string, string>>();
  const slugs = new Map<string, string>(); // seed → slug, so a brand's second page lands in its folder
  const entries: ManifestEntry[] = [];
  for (const entry of corpusPlan(count)) {
    let spec = makeBrandSpec(entry.seed, entry.brief);
    let slug = slugs.get(entry.seed);
    if (!slug) {
      const base = `${PREFIX}${spec.slug.replace(/^gen-/, '')}`;
      slug = base;
      for (let n = 2; folders.has(slug); n++) slug = `${base}-${n}`;
      slugs.set(entry.seed, slug);
      folders.set(slug, {});
    }
    spec = { ...spec, slug };
    const { files, expected } = composeSite(spec, { page: entry.page });
    Object.assign(folders.get(slug)!, files);
    const url = entry.page === 'index' ? siteUrl(slug) : `${siteUrl(slug)}${entry.page}.html`;
    if (expected.url !== url) throw new Error(`generator URL ${expected.url} ≠ manifest URL ${url}`);
    entries.push({
      id: entry.page === 'index' ? slug : `${slug}-${entry.page}`,
      url,
      brand_name: expected.brand_name,
      industry: expected.industry,
      page_type: expected.page_type,
    });
  }
  const manifest = {
    description: 'The small generated corpus for tests (spec §2.5 vocabularies); the bundled corpus is real pages (corpus/pages.json). Visual facets come from `brand-design corpus build`.',
    generator: { version: GENERATOR_VERSION, plan: `corpusPlan(${count})`, script: 'scripts/generate-corpus.ts' },
    entries,
  };
  return { folders, manifest: `${JSON.stringify(manifest, null, 2)}\n` };
}

const count = Number(arg('--count') ?? 24);
if (!Number.isInteger(count) || count < 1) throw new Error(`--count expects a whole number ≥ 1; got ${arg('--count')}`);
const { folders, manifest } = plan(count);
const onDisk = readdirSync(SITES_DIR).filter((name) => name.startsWith(PREFIX));

if (process.argv.includes('--check')) {
  const stale: string[] = [];
  for (const name of onDisk) if (!folders.has(name)) stale.push(`${name}: not in the plan`);
  for (const [slug, files] of folders) {
    const dir = join(SITES_DIR, slug);
    const have = listFiles(dir);
    const want = Object.keys(files).sort();
    if (JSON.stringify(have) !== JSON.stringify(want)) stale.push(`${slug}: files ${have.join(',')} ≠ ${want.join(',')}`);
    else for (const path of want) if (readFileSync(join(dir, path), 'utf8') !== files[path]) stale.push(`${slug}/${path}: content differs`);
  }
  if (!existsSync(MANIFEST) || readFileSync(MANIFEST, 'utf8') !== manifest) stale.push('test/corpus/generated-manifest.json: differs');
  if (stale.length) {
    process.stderr.write(`${stale.length} stale corpus file(s):\n${stale.slice(0, 30).join('\n')}\nRegenerate: node --import tsx scripts/generate-corpus.ts\n`);
    process.exit(1);
  }
  process.stdout.write(`${folders.size} corpus folders and the manifest are up to date\n`);
} else {
  // Folders of brands no longer in the plan are removed; only c-* folders are ours.
  for (const name of onDisk) if (!folders.has(name)) rmSync(join(SITES_DIR, name), { recursive: true, force: true });
  for (const [slug, files] of folders) {
    const dir = join(SITES_DIR, slug);
    rmSync(dir, { recursive: true, force: true });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  }
  mkdirSync(dirname(MANIFEST), { recursive: true });
  writeFileSync(MANIFEST, manifest);
  process.stdout.write(`${count} pages in ${folders.size} folders under fixtures/sites/${PREFIX}*; manifest → test/corpus/generated-manifest.json\n`);
}
