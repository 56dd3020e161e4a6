/**
 * The Tailwind v4 `@theme` export: valid CSS, every variable in a Tailwind v4 theme namespace,
 * and the expected values.
 */
import { describe, expect, it } from 'vitest';
import { parseStylesheet } from '../../src/analyze/shared/css.js';
import { toTailwindTheme } from '../../src/export/index.js';
import { analyzedDesignSystem, handmadeDesignSystem } from './design-systems.js';

/** Tailwind v4 theme variable namespaces (tailwindcss.com/docs/theme#theme-variable-namespaces) and defaults. */
const NAMESPACES = /^--(color|font|text|font-weight|tracking|leading|breakpoint|container|spacing|radius|shadow|inset-shadow|drop-shadow|blur|perspective|aspect|ease|animate)(-|$)|^--default-(font-family|transition-duration|transition-timing-function)$/;

/** The @theme block's variables, read by the CSS parser (the block re-scoped to `:root`, which css-tree knows). */
function theme(css: string): Map<string, string> {
  const block = /@theme \{\n([\s\S]*?)\n\}/.exec(css);
  expect(block).not.toBeNull();
  const sheet = parseStylesheet(`:root {\n${block![1]}\n}`, 'theme');
  expect(sheet.errors).toEqual([]);
  expect(parseStylesheet(css.replace('@theme {', ':root {'), 'whole').errors).toEqual([]);
  const vars = new Map(sheet.customProperties.map((p) => [p.name, p.value]));
  expect(vars.size).toBe(sheet.customProperties.length);
  for (const [name, value] of vars) {
    expect(name).toMatch(NAMESPACES);
    expect(value).not.toMatch(/^$|undefined|null|NaN|\[object/);
  }
  return vars;
}

describe('Tailwind v4 theme of the studio fixture', () => {
  it('maps tokens to theme namespaces', async () => {
    const css = toTailwindTheme(await analyzedDesignSystem('studio'));
    const vars = theme(css);
    expect(vars.get('--color-primary')).toBe('#e4572e');
    expect(vars.get('--color-text-muted')).toBe('#6b645b');
    expect(vars.get('--font-sans')).toBe('Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(vars.get('--font-serif')).toBe('"Playfair Display", Georgia, "Times New Roman", serif');
    expect(vars.get('--font-heading')).toBe(vars.get('--font-serif'));
    expect(vars.has('--default-font-family')).toBe(false); // body is the sans family already
    expect(vars.get('--text-base')).toBe('17px');
    expect(vars.get('--text-base--line-height')).toBe('1.6');
    expect(vars.get('--text-h1')).toBe('64px');
    expect(vars.get('--text-h1--line-height')).toBe('1.05');
    expect(vars.get('--text-h1--letter-spacing')).toBe('-0.02em');
    expect(vars.get('--text-h1--font-weight')).toBe('600');
    expect(vars.get('--font-weight-semibold')).toBe('600');
    expect(vars.get('--radius-button')).toBe('8px');
    expect(vars.get('--radius-card')).toBe('16px');
    expect(vars.get('--shadow-sm')).toBe('0px 1px 2px 0px rgb(31 29 26 / 0.06), 0px 8px 24px 0px rgb(31 29 26 / 0.06)');
    expect(vars.get('--spacing')).toBe('4px');
    expect(vars.get('--container-content')).toBe('1160px');
    expect(vars.get('--ease-out')).toBe('cubic-bezier(0.2, 0.7, 0.2, 1)');
    expect(vars.get('--default-transition-duration')).toBe('150ms');
    expect(vars.get('--default-transition-timing-function')).toBe('var(--ease-out)');
    expect(css).not.toContain('prefers-color-scheme');
  });

  it('names fonts by category and role, and follows the other scheme (nightfall)', async () => {
    const css = toTailwindTheme(await analyzedDesignSystem('nightfall'));
    const vars = theme(css);
    expect(vars.get('--font-sans')).toMatch(/^"Space Grotesk", /);
    expect(vars.get('--font-mono')).toMatch(/^"JetBrains Mono", /);
    expect(css).toMatch(/@media \(prefers-color-scheme: (dark|light)\) \{\n {2}:root:not\(\[data-theme="(light|dark)"\]\) \{\n {4}--color-primary: #(7c5cff|5b3df5);/);
  });

  it('sets the default font family when body text is not the sans family, and keeps insets in their namespace', () => {
    const vars = theme(toTailwindTheme({
      ...handmadeDesignSystem(),
      typography: { families: [{ family: 'Lora', stack: 'Lora, Georgia, serif', category: 'serif', role: 'body', roles: ['body'] }] },
    }));
    expect(vars.get('--font-serif')).toBe('Lora, Georgia, serif');
    expect(vars.get('--default-font-family')).toBe('Lora, Georgia, serif');
    expect(vars.get('--inset-shadow-1')).toBe('inset 0px 1px 0px 0px rgb(255 255 255 / 0.08)');
    expect(vars.get('--spacing')).toBe('8px');
  });
});
