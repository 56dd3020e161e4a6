/**
 * Report artifacts for a saved fixture design system, without a crawl: the fixture sites serve
 * their webfonts from `/_fonts/<package>/<file>` = `node_modules/@fontsource/<package>/files/<file>`
 * (fixtures/sites/README.md), so the faces the typography section lists are read from there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReportFont } from '../../src/report/artifacts.js';
import { fontFormat } from '../../src/report/load-artifacts.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function fixtureDesignSystem(name: string): Record<string, any> {
  return JSON.parse(readFileSync(join(ROOT, 'test', 'report', 'fixtures', `${name}.json`), 'utf8'));
}

export function fixtureFonts(designSystem: Record<string, any>): ReportFont[] {
  const fonts: ReportFont[] = [];
  for (const family of designSystem.typography?.families ?? []) {
    for (const face of family.faces ?? []) {
      for (const src of face.src ?? []) {
        const m = /\/_fonts\/([^/]+)\/([^/?#]+)$/.exec(src);
        const file = m ? join(ROOT, 'node_modules', '@fontsource', m[1]!, 'files', m[2]!) : null;
        if (!file || !existsSync(file)) continue;
        const data = readFileSync(file);
        fonts.push({ family: family.family, weight: face.weight, style: face.style, format: fontFormat(data)!, data });
        break;
      }
    }
  }
  return fonts;
}
