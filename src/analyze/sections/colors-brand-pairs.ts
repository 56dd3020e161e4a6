/**
 * How a second color is used *with* the primary — the evidence that makes it the site's second
 * brand color rather than a further highlight (eval/realweb/README.md "secondary"; README "Color
 * roles, as measured", secondary (4)). Pure functions of the capture, used by colors-brand.ts.
 */
import type { AnalysisContext } from '../context.js';
import { backdropOf } from '../derived/backgrounds.js';
import type { ParsedColor } from '../shared/color.js';
import { distance } from './colors-palette.js';
import { colorSamples, nodeInfos } from './colors-scope.js';

/**
 * Whether elements of one kind (same tag and class list, at least two of each color) paint
 * `color` and `primary` — as text or fill — side by side: `.colored-box` 01 purple, 02 green, …
 */
export function alternatesWith(ctx: AnalysisContext, color: ParsedColor, primary: ParsedColor): boolean {
  const kinds = (c: ParsedColor): Map<string, number> => {
    const out = new Map<string, number>();
    for (const s of colorSamples(ctx)) {
      if ((s.kind !== 'text' && s.kind !== 'background') || distance(ctx, s.hex, c.hex) > 5) continue;
      const node = ctx.nodeById(s.node_id);
      const cls = (node?.attrs['class'] ?? '').trim();
      if (!node || !cls) continue;
      const key = `${node.tag}.${cls}`;
      out.set(key, (out.get(key) ?? 0) + 1);
    }
    return out;
  };
  const mine = kinds(color);
  const theirs = kinds(primary);
  return [...mine].some(([key, n]) => n >= 2 && (theirs.get(key) ?? 0) >= 2);
}

/**
 * Whether `color` is the ink of words set on the primary's own fill — at least two text nodes
 * (not links, buttons or the logo) painted over the primary (ΔE00 ≤ 5): the cyan `strong` words
 * of tf-kross's purple testimonial band (`$secondary-color`, Kross/scss/_variables.scss:3). A
 * color the designer set on the primary is paired with it, a second brand color; a highlight on
 * the canvas stays a further accent. The caller asks for a new hue that shows as color (a pale
 * tint of the primary on its own band is that primary; dark ink on a light band is text).
 */
export function inkOnPrimary(ctx: AnalysisContext, color: ParsedColor, primary: ParsedColor): boolean {
  const infos = nodeInfos(ctx);
  let count = 0;
  for (const s of colorSamples(ctx)) {
    if (s.kind !== 'text' || distance(ctx, s.hex, color.hex) > 5) continue;
    const info = infos.get(s.node_id);
    if (!info || info.excluded || info.control || info.logo) continue;
    if (distance(ctx, backdropOf(ctx, s.node_id).color.hex, primary.hex) > 5) continue;
    if (++count >= 2) return true;
  }
  return false;
}
