/**
 * DESIGN.md: the readable guide, with sections only for data that exists and guidance that
 * follows from the data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toDesignMd } from '../../src/export/index.js';
import { analyzedDesignSystem, handmadeDesignSystem } from './design-systems.js';

/** The lines of a Markdown section (from its heading to the next heading of the same or higher level). */
function section(md: string, heading: string): string {
  const start = md.indexOf(`${heading}\n`);
  expect(start, `no "${heading}" section`).toBeGreaterThanOrEqual(0);
  const level = heading.split(' ')[0]!;
  const rest = md.slice(start + heading.length + 1);
  const next = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return next === -1 ? rest : rest.slice(0, next);
}

describe('DESIGN.md of the studio fixture', () => {
  let md: string;
  beforeAll(async () => {
    md = toDesignMd(await analyzedDesignSystem('studio'));
  });

  it('opens with the brand and its facts', () => {
    expect(md.startsWith('# Fieldnote — design system\n')).toBe(true);
    const brand = section(md, '## Brand');
    expect(brand).toContain('- **Theme color:** `#e4572e`');
    expect(brand).toMatch(/^- \*\*Page structure:\*\* header → hero → .* → footer$/m);
  });

  it('tables the color roles with hex values and usage', () => {
    const roles = section(md, '### Roles');
    expect(roles).toContain('| Role | Value | Use for | Seen in | Confidence |');
    expect(roles).toMatch(/^\| Primary \| `#e4572e` \| Brand color: main calls to action[^|]*\| [^|]*`--color-primary`[^|]*\| 0\.\d+ \|$/m);
    expect(roles).toMatch(/^\| Background \| `#fbf8f3` \|/m);
    expect(roles).toMatch(/^\| Text muted \| `#6b645b` \|/m);
    expect(section(md, '### Palette')).toMatch(/^\| `--color-neutral-50` \| `#fbf8f3` \| \d+(\.\d)?% \| background \|/m);
  });

  it('tables the families and text styles', () => {
    const type = section(md, '## Typography');
    expect(type).toContain('Serif headings (Playfair Display) paired with sans-serif body text (Inter).');
    expect(type).toContain('| Body, UI | Inter | `Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif` | webfont | 400, 500, 600 |');
    expect(type).toContain('| Heading, display | Playfair Display |');
    expect(type).toContain('| H1 | Playfair Display | 64px | 1.05 | 600 | -0.02em |  |');
    expect(type).toContain('| Body | Inter | 17px | 1.6 | 400 | normal |  |');
  });

  it('lists spacing, radii, shadows and buttons', () => {
    expect(section(md, '## Spacing and layout')).toContain('Base unit **4px**');
    expect(section(md, '## Spacing and layout')).toContain('`--space-4` 16px');
    expect(section(md, '## Corner radius')).toContain('| `--radius-card` | 16px |');
    expect(section(md, '## Shadows')).toContain('| `--shadow-lg` | `0px 12px 32px 0px rgb(31 29 26 / 0.14)` |');
    const buttons = section(md, '## Buttons');
    expect(buttons).toMatch(/^\| Primary \| `#e4572e` \| `#ffffff` \| none \| 8px \| 12px 22px \| Inter 15px 600 \| background `#c8441f` \| “Start free/m);
    expect(buttons).toMatch(/^\| Ghost \| transparent \| `#1f1d1a` \| `1px solid #e7e0d5` \| 8px \|/m);
  });

  it('derives do and don’t notes from the data', () => {
    const dos = section(md, '### Do');
    expect(dos).toContain('- Use the primary color `#e4572e` for the main call to action, with `#ffffff` text');
    expect(dos).toContain('- Set headings in Playfair Display; keep it out of body copy.');
    expect(dos).toContain('- Match the corner radii: buttons 8px, cards 16px.');
    expect(dos).toContain('- Space on the 4px grid');
    expect(section(md, "### Don't")).toContain("- Don't use pure black for text; body copy is `#1f1d1a`.");
  });
});

describe('DESIGN.md of other inputs', () => {
  it('includes the identity paragraph, the other scheme, and contrast failures', () => {
    const md = toDesignMd(handmadeDesignSystem());
    expect(md).toContain('\n\nA dark, violet-lit interface with a geometric sans and generous spacing.\n\n');
    const scheme = section(md, '### Light scheme');
    expect(scheme).toContain('The page renders dark by default and defines a light scheme (selector).');
    expect(scheme).toContain('| Primary | `#8b5cf6` | `#7c3aed` |');
    const donts = section(md, "### Don't");
    expect(donts).toContain("- Don't set `#5a5a66` text on `#0a0a0f`: contrast 2.9:1 fails WCAG AA (seen on the page).");
    expect(donts).toContain("- Don't use heavy shadows: elevation is subtle (small blur, low opacity).");
    expect(donts).toContain("- Don't use pure white for text; body copy is `#ededf2`."); // a dark page
    expect(section(md, '## Spacing and layout')).toContain('Also used, off the scale: 12px.');
  });

  it('keeps only the title and note for an empty design system', () => {
    const md = toDesignMd({});
    expect(md).toBe('# This site — design system\n\nExtracted by brand-design from the rendered page. Values are what the browser painted; the token files (DTCG, CSS variables, Tailwind) carry the same names and values.\n');
  });

  it('escapes table cells', () => {
    const md = toDesignMd({ actions: { buttons: [{ variant: 'primary', background: '#000000', color: '#ffffff', count: 1, examples: [{ text: 'Yes | No' }] }] } });
    expect(md).toContain('“Yes \\| No”');
  });
});
