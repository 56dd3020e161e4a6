/**
 * Writes the generated brand sites (fixtures/generator) to disk.
 *
 *   node --import tsx scripts/generate-sites.ts            # presets → fixtures/sites/gen-<slug>/
 *   node --import tsx scripts/generate-sites.ts --check    # exit 1 if any gen-* folder is stale
 *   node --import tsx scripts/generate-sites.ts --corpus 300 --out /tmp/corpus-sites
 *                                                          # a corpus plan (issue 4 §2), one folder per brand
 *
 * Each folder holds index.html, its CSS, favicon.svg and expected.json (the exact tokens analysis
 * should recover). The fixture origin serves a folder at https://<folder>.brand-design.test/.
 * Output is deterministic: the same generator version gives byte-identical files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { composeSite, corpusPlan, makeBrandSpec, PRESETS, presetSpec, type BrandSpec } from '../fixtures/generator/index.js';

const SITES_DIR = join(import.meta.dirname, '..', 'fixtures', 'sites');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Every file under `dir`, relative, sorted. */
function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name))]))
    .sort();
}

function writeSite(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function presetSites(): { spec: BrandSpec; files: Record<string, string> }[] {
  const seen = new Set<string>();
  return PRESETS.map((preset) => {
    const spec = presetSpec(preset);
    if (seen.has(spec.slug)) throw new Error(`two presets generate ${spec.slug}; give one a name`);
    seen.add(spec.slug);
    return { spec, files: composeSite(spec).files };
  });
}

if (process.argv.includes('--corpus')) {
  const count = Number(arg('--corpus'));
  const out = arg('--out');
  if (!Number.isInteger(count) || count < 1 || !out) throw new Error('usage: --corpus <count> --out <dir>');
  const slugs = new Map<string, string>(); // seed → slug, so a brand's second page lands in its folder
  const taken = new Set<string>();
  for (const entry of corpusPlan(count)) {
    let spec = makeBrandSpec(entry.seed, entry.brief);
    let slug = slugs.get(entry.seed);
    if (!slug) {
      slug = spec.slug;
      for (let n = 2; taken.has(slug); n++) slug = `${spec.slug}-${n}`;
      taken.add(slug);
      slugs.set(entry.seed, slug);
    }
    spec = { ...spec, slug };
    writeSite(join(out, slug), composeSite(spec, { page: entry.page }).files);
  }
  process.stdout.write(`${count} pages in ${taken.size} brand folders under ${out}\n`);
} else if (process.argv.includes('--check')) {
  const stale: string[] = [];
  for (const { spec, files } of presetSites()) {
    const dir = join(SITES_DIR, spec.slug);
    const onDisk = listFiles(dir);
    const wanted = Object.keys(files).sort();
    if (JSON.stringify(onDisk) !== JSON.stringify(wanted)) stale.push(`${spec.slug}: files ${onDisk.join(',')} ≠ ${wanted.join(',')}`);
    else for (const f of wanted) if (readFileSync(join(dir, f), 'utf8') !== files[f]) stale.push(`${spec.slug}/${f}`);
  }
  if (stale.length) {
    process.stderr.write(`stale generated sites (run scripts/generate-sites.ts):\n  ${stale.join('\n  ')}\n`);
    process.exit(1);
  }
  process.stdout.write(`${PRESETS.length} generated sites are up to date\n`);
} else {
  const sites = presetSites();
  const current = new Set(sites.map((s) => s.spec.slug));
  // Folders of presets that no longer exist (renamed brand) are removed; only gen-* folders are ours.
  for (const entry of readdirSync(SITES_DIR)) {
    if (entry.startsWith('gen-') && !current.has(entry)) rmSync(join(SITES_DIR, entry), { recursive: true, force: true });
  }
  for (const { spec, files } of sites) {
    const dir = join(SITES_DIR, spec.slug);
    rmSync(dir, { recursive: true, force: true });
    writeSite(dir, files);
    process.stdout.write(`${spec.slug}: ${spec.industry}, ${spec.page_type}, ${spec.theme}, ${spec.style}, ${spec.layout}, ${spec.type.heading.family}/${spec.type.body.family}, ${spec.build.dialect}/${spec.build.tokens}\n`);
  }
}
