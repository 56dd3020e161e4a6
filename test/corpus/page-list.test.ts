/**
 * The real-page list's decisions (issue 11 §1), no browser: which licenses let a page's thumbnail
 * and card ship, which sibling pages get a card, near-copies, the card URL, the starting labels,
 * and the loopback server and content hash the build uses.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { licenseVerdict, readLicense, isLicenseFileName } from '../../src/corpus/licenses.js';
import { cardUrl, hostLabel, isNearCopy, lacksCss, pageId, pickSiblings, siblingKind, sourceUrl } from '../../src/corpus/page-list.js';
import { realPageEntries, realPageHash, serveSiteRoots } from '../../src/corpus/real-pages.js';
import { seedIndustry, seedPageType } from '../../src/corpus/seed-labels.js';
import type { CorpusPage } from '../../src/corpus/page-list.js';

const MIT = 'MIT License\n\nCopyright (c) 2020 BootstrapDash\n\nPermission is hereby granted, free of charge, to any person obtaining a copy';

describe('licenses', () => {
  it('ships open licenses and vendor free licenses, and drops pages with none', () => {
    expect(readLicense(MIT)).toEqual({ license: 'MIT', kind: 'open', ships: true });
    expect(readLicense('License :\n-------\n**Creative Commons Attribution 3.0** - http://creativecommons.org/licenses/by/3.0/')?.license).toBe('CC-BY-3.0');
    expect(readLicense('# License\nLicensed under [Attribution-ShareAlike 4.0 International (CC BY-SA 4.0)](https://creativecommons.org/licenses/by-sa/4.0/)')?.license).toBe('CC-BY-SA-4.0');
    expect(readLicense('Author: BootstrapMade.com\nLicense: https://bootstrapmade.com/license/')).toMatchObject({ kind: 'vendor-free', ships: true });
    expect(readLicense('<!-- License: https://templatemag.com/license/ -->')?.license).toBe('TemplateMag free license');
    // HTML Codex: its LICENSE.txt names CC BY 4.0 but adds vendor terms; the page's credit note alone also reads as it
    const codex = ' => FREE HTML TEMPLATE LICENSE BY HTML Codex\n All free HTML templates by HTML Codex are licensed under a Creative Commons Attribution 4.0 International License';
    expect(readLicense(codex)).toEqual({ license: 'HTML Codex free license (CC BY 4.0, credit link kept)', kind: 'vendor-free', ships: true });
    expect(readLicense('/*** This template is free as long as you keep the footer author’s credit link. … purchase the Credit Removal License from "https://htmlcodex.com/credit-removal". ***/')?.kind).toBe('vendor-free');
    expect(licenseVerdict(['# Agentix\nA free template by ThemeWagon.', '<html><body>Hello</body></html>'])).toEqual({ license: null, kind: 'none', ships: false });
    // HTML5 UP's header comment names its license (html5up.net/license is CC BY 3.0); a page that
    // only says it was made by HTML5 UP does not.
    expect(readLicense('<!--\n\tSolid State by HTML5 UP\n\thtml5up.net | @ajlkn\n\tFree for personal and commercial use under the CCA 3.0 license (html5up.net/license)\n-->')).toEqual({ license: 'CC-BY-3.0', kind: 'open', ships: true });
    expect(readLicense('<title>Solid State by HTML5 UP</title> design: html5up.net')).toBeNull();
    // The GNU licenses are open (copyleft, like CC BY-SA); the Lesser GPL is not read as the GPL.
    expect(readLicense('                    GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007')?.license).toBe('GPL-3.0');
    expect(readLicense('GNU GENERAL PUBLIC LICENSE\n                       Version 2, June 1991')?.license).toBe('GPL-2.0');
    expect(readLicense('GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007\n … the GNU General Public License …')).toEqual({ license: 'LGPL-3.0', kind: 'open', ships: true });
  });

  it('does not read photo credits as the template license, and the nearest text decides', () => {
    const readme = 'Images\t(http://unsplash.com - CC0 licensed)\n\nLicense: Free to use for personal and commercial, but you need to place back link in the bottom of the template(Template by: webthemez.com).';
    expect(readLicense(readme)?.license).toBe('WebThemez free license (back link kept)');
    expect(licenseVerdict(['nothing here', MIT, 'http://creativecommons.org/licenses/by/3.0/']).license).toBe('MIT');
    // A readme crediting a dependency's license file names no license for the template itself.
    expect(readLicense('CREDITS:\n\nRespond JS\nhttps://github.com/scottjehl/Respond/blob/master/LICENSE-MIT\n')).toBeNull();
    expect(readLicense('[![License](https://img.shields.io/badge/license-MIT-blue.svg)](LICENSE)')?.license).toBe('MIT');
    expect(['LICENSE', 'license.txt', 'Readme.md', 'LICENSE.md', 'COPYING'].every(isLicenseFileName)).toBe(true);
    expect(isLicenseFileName('index.html')).toBe(false);
  });
});

describe('siblings', () => {
  it('keeps one page per kind, most wanted kinds first, the plain page of a kind', () => {
    expect(siblingKind('about-us')).toBe('about');
    expect(siblingKind('blog-single')).toBe('post');
    expect(siblingKind('elements')).toBeNull();
    expect(siblingKind('index-2')).toBeNull();
    const picked = pickSiblings(['contact', 'blog-grid', 'blog', 'elements', 'about', 'pricing', 'login', 'index2'], 3);
    expect(picked).toEqual([{ stem: 'about', kind: 'about' }, { stem: 'pricing', kind: 'pricing' }, { stem: 'blog', kind: 'blog' }]);
  });

  it('calls a sibling a near-copy when most of its text is the entry page, or it has almost none', () => {
    const shared = 'Welcome to Avilon we are a team of talented designers making websites with Bootstrap and more';
    const entry = `${shared} ${'Our product features include fast setup easy editing and friendly support for every customer '.repeat(3)}`;
    const about = `${shared} Founded in 2009 our studio grew from two friends in a garage into a team of forty people who build products for hospitals schools and small shops around the world every single day`;
    expect(isNearCopy(about, entry)).toBe(false);
    expect(isNearCopy(`${entry} Copyright 2024`, entry)).toBe(true);
    expect(isNearCopy('Login Password Submit', entry)).toBe(true);
    expect(lacksCss(0, 120)).toBe(true);
    expect(lacksCss(1, 0)).toBe(false);
  });
});

describe('ids and URLs', () => {
  it('names pages by identity and stem, one synthetic origin per identity, and the source at its commit', () => {
    expect(pageId('bm-avilon', null)).toBe('bm-avilon');
    expect(pageId('bm-avilon', 'About_Us')).toBe('bm-avilon--about-us');
    expect(cardUrl('bm-avilon', 'index.html')).toBe('https://bm-avilon.realweb.brand-design.test/index.html');
    const long = 'lz-victory-educational-institution-free-html5-bootstrap-template';
    expect(long.length).toBeGreaterThan(63);
    expect(hostLabel(long).length).toBeLessThanOrEqual(63);
    expect(hostLabel(long)).not.toBe(hostLabel(`${long}-2`));
    expect(new URL(cardUrl(long, 'about.html')).hostname).toMatch(/^lz-victory-.*\.realweb\.brand-design\.test$/);
    expect(sourceUrl('a/b', 'c0ffee', 'My Site/index.html')).toBe('https://github.com/a/b/blob/c0ffee/My%20Site/index.html');
  });

  it('starts page_type from the page role and industry from its words', () => {
    expect(seedPageType('entry')).toBe('homepage');
    expect(seedPageType('post')).toBe('blog');
    expect(seedPageType('contact')).toBeNull();
    expect(seedIndustry('Bestro - Restaurant HTML5 Template')).toBe('restaurant');
    expect(seedIndustry('', 'A free coming soon page', 'Site under construction')).toBeNull();
    expect(seedIndustry('Avilon Bootstrap Template', '', 'saas')).toBe('saas');
    expect(seedIndustry('Learn - Educational Template')).toBe('edtech');
  });
});

describe('serving real pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'brand-design-sites-'));
  const more = mkdtempSync(join(tmpdir(), 'brand-design-sites-more-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(more, { recursive: true, force: true });
  });
  mkdirSync(join(root, 'one', 'css'), { recursive: true });
  writeFileSync(join(root, 'one', 'index.html'), '<link rel="stylesheet" href="css/site.css"><h1>One</h1>');
  writeFileSync(join(root, 'one', 'css', 'site.css'), 'h1 { color: red }');
  mkdirSync(join(more, 'two'), { recursive: true });
  writeFileSync(join(more, 'two', 'about.html'), '<h1>Two</h1>');

  it('hashes a page with its local stylesheets', () => {
    const before = realPageHash(join(root, 'one', 'index.html'));
    writeFileSync(join(root, 'one', 'css', 'site.css'), 'h1 { color: blue }');
    expect(realPageHash(join(root, 'one', 'index.html'))).not.toBe(before);
    expect(realPageHash(join(root, 'none.html'))).toBeNull();
  });

  it('serves each identity from the first root that has it, and maps pages to crawl URLs', async () => {
    const server = await serveSiteRoots([root, more]);
    try {
      expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${server.origin}/one/css/site.css`)).text()).toBe('h1 { color: blue }');
      expect(await (await fetch(`${server.origin}/two/about.html`)).text()).toBe('<h1>Two</h1>');
      expect((await fetch(`${server.origin}/one/../../etc/passwd`)).status).toBe(404);
      expect((await fetch(`${server.origin}/three/index.html`)).status).toBe(404);
      const page = (id: string, dir: string, path: string): CorpusPage => ({
        id, identity: dir, url: cardUrl(dir, path), industry: null, page_type: 'about', repo: 'o/r', commit: 'abc', source_path: path,
        source_url: sourceUrl('o/r', 'abc', path), license: 'MIT', license_file: 'LICENSE', site_dir: dir, site_path: path, role: 'about',
      });
      const { entries, missing } = realPageEntries([page('two--about', 'two', 'about.html'), page('gone', 'gone', 'index.html')], [root, more], server.origin);
      expect(missing).toEqual(['gone']);
      expect(entries[0]).toMatchObject({
        id: 'two--about', url: 'https://two.realweb.brand-design.test/about.html', identity: 'two', crawl_url: `${server.origin}/two/about.html`,
        source: { repo: 'o/r', license: 'MIT', license_file: 'LICENSE', path: 'about.html' }, content_hash: expect.stringMatching(/^sha256:/),
      });
    } finally {
      await server.close();
    }
  });
});
