/**
 * Which real pages may ship in the bundled corpus (issue 11 §1: "check each repository's license
 * allows it and record it"). What ships per page is a 360px preview thumbnail and a card of
 * measured facts (colors, fonts, layout labels) with the page's source and attribution — never the
 * page's HTML, CSS, images or code.
 *
 * The verdict reads the license text found at the pinned commit (the template folder's license or
 * readme, else the repository's, else a license named in the page's own HTML):
 * - open licenses (MIT, BSD, ISC, Apache-2.0, CC BY, CC BY-SA, CC0, GPL/LGPL) allow redistributing
 *   copies and adaptations with attribution (the copyleft ones under the same license) → kept;
 * - vendor "free template" licenses (BootstrapMade, TemplateMag, HTML Codex, WebThemez's "free for personal
 *   and commercial use with a back link") grant free use with the credit kept and forbid
 *   redistributing or reselling the template files; we ship none of the files, only a preview with
 *   the credit and a link to the source → kept, recorded as such;
 * - no license at the pinned commit (all rights reserved by default), or a text we cannot read as
 *   one of the above → dropped.
 */

export type LicenseKind = 'open' | 'vendor-free' | 'none';

export interface LicenseVerdict {
  /** SPDX id for open licenses; a short name for vendor licenses; null when none was found. */
  license: string | null;
  kind: LicenseKind;
  /** May the page's thumbnail and card ship in the package? */
  ships: boolean;
}

interface Rule {
  test: RegExp;
  license: string;
  kind: Exclude<LicenseKind, 'none'>;
}

// Order matters: a CC BY-SA text also matches the plain CC BY pattern, a readme naming MIT may
// also mention a vendor; the most specific reading wins.
const RULES: readonly Rule[] = [
  // HTML Codex's free license (its LICENSE.txt, and the credit-removal note in every page): CC BY 4.0
  // with the footer credit kept; it allows "a screenshot or a link", forbids reselling or uploading
  // the template to collection sites. We ship a preview with the credit and the source link only.
  { test: /FREE HTML TEMPLATE LICENSE BY HTML Codex|htmlcodex\.com\/credit-removal/i, license: 'HTML Codex free license (CC BY 4.0, credit link kept)', kind: 'vendor-free' },
  { test: /Attribution-ShareAlike 4\.0|creativecommons\.org\/licenses\/by-sa\/4\.0|CC BY-SA 4\.0/i, license: 'CC-BY-SA-4.0', kind: 'open' },
  { test: /Attribution-ShareAlike 3\.0|creativecommons\.org\/licenses\/by-sa\/3\.0|CC BY-SA 3\.0/i, license: 'CC-BY-SA-3.0', kind: 'open' },
  { test: /creativecommons\.org\/licenses\/by\/4\.0|Creative Commons Attribution 4\.0|CC BY 4\.0|Attribution 4\.0 International/i, license: 'CC-BY-4.0', kind: 'open' },
  { test: /creativecommons\.org\/licenses\/by\/3\.0|Creative Commons Attribution 3\.0|CC BY 3\.0|Attribution 3\.0 Unported/i, license: 'CC-BY-3.0', kind: 'open' },
  // HTML5 UP's pages name their license in the header comment ("Free for personal and commercial
  // use under the CCA 3.0 license (html5up.net/license)"); that page is CC BY 3.0.
  { test: /under the CCA 3\.0 license \(html5up\.net\/license\)/i, license: 'CC-BY-3.0', kind: 'open' },
  // The CC BY-SA 2.x legal code names its elements rather than its title.
  { test: /indicated in the title of this License: Attribution, ShareAlike/i, license: 'CC-BY-SA-2.x', kind: 'open' },
  // Not a bare "CC0": template readmes credit their Unsplash photos as "CC0 licensed".
  { test: /creativecommons\.org\/publicdomain\/zero/i, license: 'CC0-1.0', kind: 'open' },
  // The GNU licenses allow redistributing copies and modified versions under the same license
  // (as CC BY-SA does): such a page's thumbnail is under its license, with the source linked.
  // The Lesser GPL's text names the GPL too, so it is tested first.
  { test: /GNU LESSER GENERAL PUBLIC LICENSE\s+Version 3/i, license: 'LGPL-3.0', kind: 'open' },
  { test: /GNU GENERAL PUBLIC LICENSE\s+Version 3/i, license: 'GPL-3.0', kind: 'open' },
  { test: /GNU GENERAL PUBLIC LICENSE\s+Version 2/i, license: 'GPL-2.0', kind: 'open' },
  { test: /Permission is hereby granted, free of charge/i, license: 'MIT', kind: 'open' },
  { test: /Apache License,? Version 2\.0/i, license: 'Apache-2.0', kind: 'open' },
  { test: /Redistribution and use in source and binary forms/i, license: 'BSD', kind: 'open' },
  { test: /Permission to use, copy, modify, and\/or distribute/i, license: 'ISC', kind: 'open' },
  // "license-MIT" is a badge (shields.io/badge/license-MIT-blue); a link to a dependency's own
  // LICENSE-MIT file (FreeHTML5 readmes credit Respond JS's …/blob/master/LICENSE-MIT) is not the
  // template's license.
  { test: /\b(?:released|licen[sc]ed) under (?:the )?\[?MIT\b|\bMIT licen[sc]e\b|(?:^|[^/]|badge\/)license-MIT|licen[sc]e:?\s*\[?MIT\b/i, license: 'MIT', kind: 'open' },
  { test: /bootstrapmade\.com\/license/i, license: 'BootstrapMade free license', kind: 'vendor-free' },
  { test: /templatemag\.com\/license/i, license: 'TemplateMag free license', kind: 'vendor-free' },
  { test: /open-source template, you can use it with your personal or commercial projects/i, license: 'UIdeck free license (no attribution required)', kind: 'vendor-free' },
  { test: /Free to use for personal and commercial,? but you need to (?:place|keep)[^.]{0,40}back ?link/i, license: 'WebThemez free license (back link kept)', kind: 'vendor-free' },
];

/** The verdict for one license text (null: the text names no license we recognize). */
export function readLicense(text: string): LicenseVerdict | null {
  for (const rule of RULES) {
    if (rule.test.test(text)) return { license: rule.license, kind: rule.kind, ships: true };
  }
  return null;
}

/**
 * The verdict for a page from the texts found for it, nearest first (template folder, repository,
 * the page's HTML): the first text that names a recognized license decides.
 */
export function licenseVerdict(texts: readonly string[]): LicenseVerdict {
  for (const text of texts) {
    const verdict = readLicense(text);
    if (verdict) return verdict;
  }
  return { license: null, kind: 'none', ships: false };
}

/** File names that carry a license or a readme naming one (`LICENSE`, `license.txt`, `Readme.md`…). */
export function isLicenseFileName(name: string): boolean {
  return /^(?:licen[sc]e|copying|readme)(?:[.-][a-z0-9.]+)?$/i.test(name);
}
