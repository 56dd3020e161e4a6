/**
 * Writes corpus/pages.json, the bundled corpus's page list (issue 11 §1), from real templates:
 * the 295 pages of ../shared/realweb/sources.json (materialized under --sites) and, with --more,
 * further templates of the same collection repositories (materialized under --more-sites from the
 * git mirrors with ../shared/realweb/materialize.sh). Per template: the entry page plus up to
 * --max-siblings sibling pages of distinct kinds (about, pricing, blog, post, shop, …) that are not
 * near-copies of the entry page and can load their CSS offline. A template ships only when the
 * license found at the pinned commit allows it (src/corpus/licenses.ts).
 *
 *   node --import tsx scripts/corpus-pages.ts [--sources f] [--sites dir] [--mirrors dir]
 *       [--more --more-sites dir] [--extra corpus/extra-sources.json] [--full-sites dir] [--max-siblings n] [--out corpus/pages.json]
 *
 * Templates with sibling pages are also copied whole into --full-sites (the pruned copies lack the
 * images only a sibling shows); build with --sites <full-sites>,<sites>,<more-sites>.
 *
 * Needs the mirrors and sites (not in CI); the output is committed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { byTag, bodyOf, parseHtml, textContent } from '../src/analyze/shared/dom.js';
import { isLicenseFileName, licenseVerdict, type LicenseVerdict } from '../src/corpus/licenses.js';
import { cardUrl, isNearCopy, lacksCss, pageId, pickSiblings, sourceUrl, type CorpusPage } from '../src/corpus/page-list.js';
import { seedIndustry, seedPageType } from '../src/corpus/seed-labels.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    sources: { type: 'string', default: '/work/shared/realweb/sources.json' },
    sites: { type: 'string', default: '/work/sites' },
    mirrors: { type: 'string', default: '/work/.mirror' },
    more: { type: 'boolean', default: false },
    'more-sites': { type: 'string', default: '/work/sites-more' },
    'full-sites': { type: 'string', default: '/work/sites-full' },
    extra: { type: 'string', default: join(root, 'corpus', 'extra-sources.json') },
    'max-siblings': { type: 'string', default: '3' },
    out: { type: 'string', default: join(root, 'corpus', 'pages.json') },
  },
});
const maxSiblings = Number(values['max-siblings']);

interface Source {
  id: string;
  repo: string;
  commit: string;
  root: string;
  entry: string;
  /** realweb's rough keyword label (agency, saas, shop, …), when listed there. */
  kind?: string;
  /** The sites dir that holds `<id>/`. */
  sites: string;
}

const git = (repo: string, args: string[]): string | null => {
  try {
    return execFileSync('git', [`--git-dir=${join(values.mirrors!, repo.replace('/', '+'), 'repo')}`, ...args], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
};

/** License texts for a template, nearest first: its folder, each parent up to the repository root. */
function licenseTexts(s: Source): { file: string; text: string }[] {
  const parts = s.root === '.' ? [] : s.root.replace(/\/+$/, '').split('/');
  const out: { file: string; text: string }[] = [];
  for (let i = parts.length; i >= 0; i--) {
    const dir = parts.slice(0, i).join('/');
    const listing = git(s.repo, ['ls-tree', '--name-only', dir ? `${s.commit}:${dir}` : s.commit]);
    for (const name of (listing ?? '').split('\n').filter(isLicenseFileName).sort((a, b) => licenseFirst(a) - licenseFirst(b))) {
      const file = dir ? `${dir}/${name}` : name;
      const text = git(s.repo, ['show', `${s.commit}:${file}`]);
      if (text) out.push({ file, text });
    }
  }
  return out;
}
const licenseFirst = (name: string): number => (/^licen|^copying/i.test(name) ? 0 : 1);

function verdictFor(s: Source, entryHtml: string): LicenseVerdict & { file: string } {
  const texts = [...licenseTexts(s), { file: '<page html>', text: entryHtml }];
  for (const t of texts) {
    const v = licenseVerdict([t.text]);
    if (v.ships) return { ...v, file: t.file === '<page html>' ? posix.join(s.root, s.entry).replace(/^\.\//, '') : t.file };
  }
  return { license: null, kind: 'none', ships: false, file: '' };
}

function pageFacts(file: string): { text: string; title: string; description: string; headings: string; localSheets: number; inlineCss: number; sheetHashes: Set<string> } {
  const html = readFileSync(file, 'utf8');
  const doc = parseHtml(html);
  let localSheets = 0;
  let inlineCss = 0;
  const sheetHashes = new Set<string>();
  for (const link of byTag(doc.root, 'link')) {
    const rel = (link.attrs.rel ?? '').toLowerCase();
    const href = link.attrs.href ?? '';
    if (!rel.split(/\s+/).includes('stylesheet') || /^(?:[a-z]+:)?\/\//i.test(href) || !href) continue;
    const path = join(dirname(file), decodeURIComponent(href.split(/[?#]/)[0]!));
    if (existsSync(path) && statSync(path).isFile()) {
      localSheets++;
      sheetHashes.add(createHash('sha1').update(readFileSync(path)).digest('hex'));
    }
  }
  for (const style of byTag(doc.root, 'style')) {
    inlineCss += textContent(style).length;
    sheetHashes.add(createHash('sha1').update(textContent(style)).digest('hex'));
  }
  const body = bodyOf(doc);
  for (const el of byTag(body, 'script', 'style', 'noscript')) el.children = [];
  const title = byTag(doc.root, 'title').map(textContent).join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
  const description = byTag(doc.root, 'meta').filter((m) => /^(?:description|og:description)$/i.test(m.attrs.name ?? m.attrs.property ?? '')).map((m) => m.attrs.content ?? '').join(' ');
  const headings = byTag(body, 'h1', 'h2').map(textContent).join(' ').replace(/\s+/g, ' ');
  return { text: textContent(body).replace(/\s+/g, ' ').trim(), title, description, headings, localSheets, inlineCss, sheetHashes };
}

function pagesOf(s: Source, dropped: string[]): CorpusPage[] {
  const siteDir = join(s.sites, s.id);
  const entryFile = join(siteDir, s.entry);
  if (!existsSync(entryFile)) {
    dropped.push(`${s.id}: entry page missing in ${s.sites}`);
    return [];
  }
  const entryHtml = readFileSync(entryFile, 'utf8');
  const verdict = verdictFor(s, entryHtml);
  if (!verdict.ships) {
    dropped.push(`${s.id}: no license at ${s.repo}@${s.commit.slice(0, 12)} (${s.root})`);
    return [];
  }
  const entryFacts = pageFacts(entryFile);
  if (lacksCss(entryFacts.localSheets, entryFacts.inlineCss)) {
    dropped.push(`${s.id}: entry page loads no local CSS`);
    return [];
  }
  // One industry per identity, read from the entry page (its title and description first).
  const industry = seedIndustry(entryFacts.title, entryFacts.description, KIND_WORDS[s.kind ?? ''] ?? '', entryFacts.headings);
  const make = (sitePath: string, stem: string | null, role: string): CorpusPage => {
    const repoPath = posix.join(s.root, sitePath).replace(/^\.\//, '');
    return {
      id: pageId(s.id, stem), identity: s.id, url: cardUrl(s.id, sitePath), industry, page_type: seedPageType(role),
      repo: s.repo, commit: s.commit, source_path: repoPath, source_url: sourceUrl(s.repo, s.commit, repoPath),
      license: verdict.license!, license_file: verdict.file, site_dir: s.id, site_path: sitePath, role,
    };
  };
  const pages = [make(s.entry, null, 'entry')];
  const entryDir = dirname(entryFile);
  const stems = readdirSync(entryDir)
    .filter((f) => /\.html?$/i.test(f) && join(entryDir, f) !== entryFile)
    .map((f) => basename(f, extname(f)));
  const files = new Map(readdirSync(entryDir).map((f) => [basename(f, extname(f)), f]));
  let kept = 0;
  for (const { stem, kind } of pickSiblings(stems, stems.length)) {
    if (kept >= maxSiblings) break;
    const file = join(entryDir, files.get(stem)!);
    const facts = pageFacts(file);
    if (lacksCss(facts.localSheets, facts.inlineCss)) {
      dropped.push(`${pageId(s.id, stem)}: loads no local CSS`);
      continue;
    }
    if (isNearCopy(facts.text, entryFacts.text)) {
      dropped.push(`${pageId(s.id, stem)}: near-copy of the entry page`);
      continue;
    }
    pages.push(make(posix.join(posix.dirname(s.entry), files.get(stem)!).replace(/^\.\//, ''), stem, kind));
    kept++;
  }
  return pages;
}

/**
 * One identity per design: collections re-publish the same template under other names (BootstrapMade's
 * Avilon is also in OnePageLove; learning-zone has two names for one coming-soon page). An identity
 * whose entry page is a near-copy of an earlier identity's entry page, both ways, *and* loads
 * mostly the same stylesheets (Jaccard of content hashes ≥ 0.75) is dropped. Text alone is not
 * enough: one vendor's templates share their placeholder copy but not their CSS (different designs).
 */
function dropCopies(pages: CorpusPage[], dropped: string[]): CorpusPage[] {
  const seen: { identity: string; text: string; sheets: Set<string>; title: string }[] = [];
  const copies = new Set<string>();
  for (const p of pages) {
    if (p.role !== 'entry') continue;
    const facts = pageFacts(siteFile(p));
    const twin = seen.find((o) => isNearCopy(facts.text, o.text) && isNearCopy(o.text, facts.text)
      && (jaccard(facts.sheetHashes, o.sheets) >= 0.75 || (facts.title !== '' && facts.title === o.title) || facts.text === o.text));
    if (twin) {
      copies.add(p.identity);
      dropped.push(`${p.identity}: same template as ${twin.identity}`);
    } else seen.push({ identity: p.identity, text: facts.text, sheets: facts.sheetHashes, title: facts.title });
  }
  return pages.filter((p) => !copies.has(p.identity));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return a.size + b.size === 0 ? 1 : shared / (a.size + b.size - shared);
}

function siteFile(p: CorpusPage): string {
  const inMain = join(values.sites!, p.site_dir, p.site_path);
  return existsSync(inMain) ? inMain : join(values['more-sites']!, p.site_dir, p.site_path);
}

/**
 * Pages whose thumbnail shows they do not render offline as designed, found by looking at the
 * thumbnails of a build (the static checks above cannot see them).
 */
const EXCLUDE: Record<string, string> = {
  'lz-orange-coming-soon-html-responsive-template': 'renders blank offline (its slideshow background never loads)',
  'bm-baker--portfolio-details': 'a lightbox fragment (no header, navigation or footer), not a page',
  // Templates of corpus/extra-sources.json whose thumbnails show they need the network to paint.
  'kh-cake-shop': 'its layout is Bootstrap from a CDN: offline the page falls apart',
  'kh-zapride-cars': 'black and empty below the hero offline (its sections are revealed by a script)',
  'kh-cryptocosmos': 'its content is fetched from a price API: offline only empty panels and errors',
  'kh-wine-shop': 'black and empty below a small hero offline (its sections are revealed by a script)',
  'kh-yogago': 'its hero is a remote image: offline a gray block above a gallery',
  'kh-restaurant': 'a profanity in the hero headline: not a page a designer is shown as an example',
  'ab-iron-legacy-gym': 'styled by the Tailwind CDN: offline unstyled, full-width raw photos',
  'sb-shop-homepage': 'its product photos are remote placeholders: offline broken-image cards',
  'sb-small-business': 'its images are remote placeholders: offline broken-image cards',
  'sb-modern-business--portfolio-item': 'its images are remote placeholders: offline an almost empty page',
  'sb-personal--projects': 'its images are remote placeholders: offline two empty cards',
  'sb-personal--contact': 'a bare contact form: almost nothing of the identity',
  // Round 4 (syncmi/Templates and the Colorlib copies), by their thumbnails.
  'bm-logis--contact': 'a contact form under an empty map frame: almost nothing of the identity',
  'cl-sona--contact': 'a contact form under an empty map frame: almost nothing of the identity',
  'cl-daren--contact': 'a contact form on a blank page (its map is remote)',
  // Round 5 (HTML Codex copies and Colorlib's Dingo), by their thumbnails.
  'hc-hairnic--blog': 'its page header is blank offline: three post cards under an empty band',
  'hc-hairnic--testimonial': 'blank offline but for one avatar (its testimonial carousel needs a script)',
  'hc-multishop--cart': 'a cart: a table of line items, almost nothing of the identity',
  'hc-restoran--contact': 'a contact form beside an empty map frame: almost nothing of the identity',
  'cl-dingo--contact': 'a contact form under an empty map frame: almost nothing of the identity',
  'cl-gautreaux--contact': 'a contact line between a gray band and the footer: almost nothing of the identity',
  'cl-coffeeblend--contact': 'a contact form under the hero: almost nothing of the identity',
  'cl-coffeeblend--cart': 'a cart table: almost nothing of the identity',
  'cl-ashion--blog': 'its post photos are missing from this copy: a page of captions',
  // Round 6 (crypto, music, charity, dark pages; ThemeFisher and Creative Tim originals), by their thumbnails.
  'html5up-helios': 'a hero above a blank page offline (this copy, CADMEN, reveals its sections by a script)',
  'zm-travelly': 'its cover photo is missing offline: an empty white hero under the search box',
  'hc-help-ukraine': 'its photos are remote: a gray empty hero and bare text offline',
  'ct-argon-design-system--login': 'a login form over circles: almost nothing of the identity',
  'ct-argon-design-system--profile': 'a profile card over a palm photo: almost nothing of the identity',
  'tfo-educenter--contact': 'a contact form under the page header: almost nothing of the identity',
  'tfo-rappo--contact': 'a contact form under a dark band: almost nothing of the identity',
  'tfo-phantom--about': 'a skills box on a blank page: almost nothing of the identity',
  'tfo-phantom--services': 'five hexagons on a blank page: almost nothing of the identity',
  // Round 7 (HTML5 UP's collection, ThemeWagon's Remake and Heaven), by their thumbnails.
  'h5u-big-picture': 'a gray hero over a blank page offline (its gallery and sections are revealed by a script): only "My Work" and a form',
  'h5u-ethereal': 'a horizontal scroller: the thumbnail holds its first panel only, a small card on white',
  'h5u-alpha--contact': 'a bare contact form: almost nothing of the identity',
  'h5u-twenty--contact': 'a bare contact form: almost nothing of the identity',
  'tn-remake-barber--contact': 'a contact form under the page header: almost nothing of the identity',
  'tn-remake-barber--single-blog': 'the blog post of ThemeWagon\'s shared blog pages (same stock posts as Heaven\'s): the blog page is kept',
  'hc-chariteam--contact': 'a contact form beside an empty map frame: almost nothing of the identity',
  'tn-heaven--single-blog': 'the blog post of ThemeWagon\'s shared blog pages (same stock posts as Remake\'s): the blog page is kept',
  // Round 8 (ThemeWagon's 100-template collection, HTML Codex copies with their LICENSE.txt), by their thumbnails.
  'hc-elearning--contact': 'a contact form beside an empty map frame: almost nothing of the identity',
  'hc-seo-agency--contact': 'a contact form under the page header (translated to Indonesian): almost nothing of the identity',
  'tn-euro-travels--contact': 'a contact form beside an empty map frame: almost nothing of the identity',
  'tn-robot-factory--contact': 'a contact form under an empty map frame: almost nothing of the identity',
  'tn-season': 'its background photo is over the copy size limit: a gray coming-soon hero with empty circles',
  'hc-seo-agency--testimonial': 'two quote cards under the page header (translated to Indonesian): almost nothing of the identity',
  // Round 9 (more of ThemeWagon's 100-template collection), by their thumbnails.
  'tn-infinity': 'its Bootstrap 4 grid does not load offline: the countdown stacks in one column and the menu is a bare list',
  'tn-initio': 'its Bootstrap comes from a CDN: offline every page is an unstyled list menu over raw text',
  'tn-the-portfolio': 'every work is the template\'s smiley placeholder picture: nothing of a real portfolio',
  'tn-flusk': 'the same design as Nevada Plus (same sections, works, posts and copy) in lighter colors',
  'tn-sight': 'its team and portfolio pictures are missing from the copy: broken-image captions in empty grids',
  'tn-nevada-plus': 'held back: a white page under a black hero whose similar neighbours are the dark-hero pages labelled dark (23 of the 79 such pages are), so similar lists half dark pages for it (test/search/similar-look.test.ts); back once those labels agree',
  'tn-gentelella--contacts': 'a grid of profile cards with gray placeholder avatars: the dashboard\'s other pages show more of it',
  // HTML Codex templates kept with their LICENSE.txt and credit link in Eragon169/template-landing-page.
  'hc-builderz': 'this copy is translated to Indonesian and its photos fill the whole width offline: not the template as designed',
  'hc-travela--testimonial': 'three quote cards under the page header: almost nothing of the identity',
  'hc-acuas--blog': 'three post cards under the page header (headings in Indonesian): almost nothing of the identity',
  'hc-acuas--feature': 'the entry page\'s feature band under a page header: nothing of its own',
  'hc-logistica--feature': 'two of the entry page\'s bands under a page header: nothing of its own',
  'hc-logistica--testimonial': 'three quote cards under the page header: almost nothing of the identity',
  'hc-startup--blog': 'three post cards under the page header (headings in Indonesian): almost nothing of the identity',
  'hc-startup--feature': 'the entry page\'s why-us band under a page header: nothing of its own',
};

/**
 * Entry pages left out on their own, their template's other pages kept (an EXCLUDE key that is an
 * entry page's id names its whole template).
 */
const EXCLUDE_ENTRY: Record<string, string> = {
  'cl-ogani': 'this copy\'s home page keeps only its header and footer (its other pages are whole)',
  'cl-feliciano': 'this copy\'s home page puts a solar-energy hero on the restaurant template: neither identity (its other pages are the restaurant)',
};

/** realweb's `kind` in words seedIndustry reads (its kinds are rough keyword labels too). */
const KIND_WORDS: Record<string, string> = {
  restaurant: 'restaurant', shop: 'shop', saas: 'saas', dashboard: 'dashboard', agency: 'agency', portfolio: 'portfolio', blog: 'blog', docs: 'documentation',
};

/** Collections whose other templates (beyond the realweb set) are candidates with --more. */
const MORE: readonly { repo: string; prefix: string; lower: boolean }[] = [
  { repo: 'learning-zone/website-templates', prefix: 'lz-', lower: true },
  { repo: 'World-of-Templates/BootstrapMade-Free-Templates', prefix: 'bm-', lower: true },
  { repo: 'World-of-Templates/TemplateMag-Free-Templates', prefix: 'tm-', lower: true },
  { repo: 'World-of-Templates/OnePageLove-Free-Templates', prefix: 'opl-', lower: true },
];

function moreSources(known: Source[]): Source[] {
  const taken = new Set(known.map((s) => s.id));
  const takenRoots = new Set(known.map((s) => `${s.repo}:${s.root.split('/')[0]}`));
  const out: Source[] = [];
  for (const m of MORE) {
    const commit = known.find((s) => s.repo === m.repo)?.commit;
    if (!commit) continue;
    const dirs = (git(m.repo, ['ls-tree', '-d', '--name-only', commit]) ?? '').split('\n').filter(Boolean);
    for (const dir of dirs) {
      const id = `${m.prefix}${(m.lower ? dir.toLowerCase() : dir).replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '')}`.slice(0, 80);
      if (taken.has(id) || takenRoots.has(`${m.repo}:${dir}`) || dir.startsWith('.') || /^(?:zSupportImages|assets)$/i.test(dir)) continue;
      const files = (git(m.repo, ['ls-tree', '--name-only', `${commit}:${dir}`]) ?? '').split('\n');
      if (!files.includes('index.html')) continue;
      out.push({ id, repo: m.repo, commit, root: dir, entry: 'index.html', sites: values['more-sites']! });
      taken.add(id);
    }
  }
  return out;
}

/**
 * Copies templates out of the mirrors with the realweb materializer into `out`. `prune` (as for
 * /work/sites) keeps only what the entry page reaches — which drops the images only a sibling page
 * shows, so templates with siblings are copied again whole (`prune` false) for the build.
 */
function materialize(sources: Source[], out: string = values['more-sites']!, prune = true): void {
  const missing = sources.filter((s) => !existsSync(join(out, s.id, s.entry)));
  if (!missing.length) return;
  mkdirSync(out, { recursive: true });
  const list = join(tmpdir(), `corpus-more-${process.pid}.json`);
  writeFileSync(list, JSON.stringify({ pages: missing.map(({ id, repo, commit, root: r, entry }) => ({ id, repo, commit, root: r, entry })) }));
  try {
    execFileSync('bash', [join(dirname(values.sources!), 'materialize.sh'), '-o', out, '-s', list], {
      env: { ...process.env, MIRROR_ROOT: values.mirrors!, PRUNE: prune ? '1' : '0' }, stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch {
    // materialize.sh exits 1 when any page failed; those pages have no entry file and are dropped below.
  }
}

const listed = (JSON.parse(readFileSync(values.sources!, 'utf8')) as { pages: Omit<Source, 'sites'>[] }).pages
  .map((p) => ({ id: p.id, repo: p.repo, commit: p.commit, root: p.root, entry: p.entry, kind: p.kind, sites: values.sites! }));
let sources: Source[] = listed;
if (values.more) {
  const more = moreSources(listed);
  // Templates found in other public repositories for what the gold set asks and the collections
  // lack (corpus/extra-sources.json, same shape as sources.json), copied out of their mirrors.
  const taken = new Set([...listed, ...more].map((s) => s.id));
  const extra = existsSync(values.extra!)
    ? (JSON.parse(readFileSync(values.extra!, 'utf8')) as { pages: Omit<Source, 'sites'>[] }).pages
      .filter((p) => !taken.has(p.id))
      .map((p) => ({ id: p.id, repo: p.repo, commit: p.commit, root: p.root, entry: p.entry, kind: p.kind, sites: values['more-sites']! }))
    : [];
  materialize([...more, ...extra]);
  sources = [...listed, ...more, ...extra];
}
const dropped: string[] = [];
/**
 * Sibling pages that look the same across templates: BootstrapMade's portfolio-details page shows
 * the same stock product photo, in the same slider, on every template — a dozen near-identical
 * thumbnails under different brands (in every copy of the collection: syncmi/Templates too).
 */
const SAME_EVERYWHERE = (p: CorpusPage): string | null =>
  (p.repo === 'World-of-Templates/BootstrapMade-Free-Templates' || p.license === 'BootstrapMade free license') && /^portfolio-details?\.html$/i.test(basename(p.site_path))
    ? 'BootstrapMade\'s portfolio-details page: the same stock photo on every template' : null;

const pages = dropCopies(sources.flatMap((s) => pagesOf(s, dropped)), dropped).filter((p) => {
  const why = (p.role === 'entry' ? EXCLUDE_ENTRY[p.id] : undefined) ?? EXCLUDE[p.id] ?? EXCLUDE[p.identity] ?? SAME_EVERYWHERE(p);
  if (why) dropped.push(`${p.id}: ${why}`);
  return !why;
});
const identities = new Set(pages.map((p) => p.identity));
// Templates with sibling pages, whole (their siblings' own images included): the build serves
// --full-sites first (brand-design corpus build --sites <full>,<sites>,<more-sites>).
const withSiblings = new Set(pages.filter((p) => p.role !== 'entry').map((p) => p.identity));
materialize(sources.filter((s) => withSiblings.has(s.id)), values['full-sites']!, false);
const byLicense: Record<string, number> = {};
for (const id of identities) {
  const license = pages.find((p) => p.identity === id)!.license;
  byLicense[license] = (byLicense[license] ?? 0) + 1;
}
const byRole: Record<string, number> = {};
for (const p of pages) byRole[p.role] = (byRole[p.role] ?? 0) + 1;
writeFileSync(values.out!, `{\n"version": 1,\n"pages": [\n${pages.map((p) => JSON.stringify(p)).join(',\n')}\n],\n"dropped": ${JSON.stringify(dropped.sort(), null, 0)}\n}\n`);
console.log(JSON.stringify({ pages: pages.length, identities: identities.size, candidates: sources.length, dropped: dropped.length, by_license: byLicense, by_role: byRole }, null, 1));
