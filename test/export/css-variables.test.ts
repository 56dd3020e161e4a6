/**
 * The CSS custom-properties export, read back with the project's own CSS parser (css-tree):
 * valid CSS, the expected variables and values, and the other color scheme when there is one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseStylesheet, type CustomProperty } from '../../src/analyze/shared/css.js';
import { toCssVariables } from '../../src/export/index.js';
import { analyzedDesignSystem, handmadeDesignSystem } from './design-systems.js';

function read(css: string): { root: Map<string, string>; others: CustomProperty[] } {
  const sheet = parseStylesheet(css, 'export');
  expect(sheet.errors).toEqual([]);
  const rootProps = sheet.customProperties.filter((p) => p.selector === ':root' && p.media === null);
  const root = new Map(rootProps.map((p) => [p.name, p.value]));
  expect(root.size).toBe(rootProps.length); // every name once
  for (const p of sheet.customProperties) {
    expect(p.name).toMatch(/^--[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(p.value).not.toMatch(/^$|undefined|null|NaN|\[object/);
  }
  return { root, others: sheet.customProperties.filter((p) => !(p.selector === ':root' && p.media === null)) };
}

describe('CSS variables of the studio fixture', () => {
  let css: string;
  let root: Map<string, string>;
  let others: CustomProperty[];
  beforeAll(async () => {
    css = toCssVariables(await analyzedDesignSystem('studio'));
    ({ root, others } = read(css));
  });

  it('has color roles and the palette', () => {
    expect(root.get('--color-primary')).toBe('#e4572e');
    expect(root.get('--color-background')).toBe('#fbf8f3');
    expect(root.get('--color-text')).toBe('#1f1d1a');
    expect(root.get('--color-text-muted')).toBe('#6b645b');
    expect(root.get('--color-border')).toBe('#e7e0d5');
    expect(root.get('--color-white')).toBe('#ffffff');
    expect(root.has('--color-secondary')).toBe(false); // null role: no variable
  });

  it('has font stacks, sizes, weights and text styles', () => {
    expect(root.get('--font-body')).toBe('Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(root.get('--font-heading')).toBe('"Playfair Display", Georgia, "Times New Roman", serif');
    expect(root.get('--font-size-base')).toBe('17px');
    expect(root.get('--font-weight-semibold')).toBe('600');
    expect(root.get('--text-h1-font-family')).toBe('var(--font-heading)');
    expect(root.get('--text-h1-font-size')).toBe('64px');
    expect(root.get('--text-h1-line-height')).toBe('1.05');
    expect(root.get('--text-h1-letter-spacing')).toBe('-0.02em');
    expect(root.get('--text-body-line-height')).toBe('1.6');
  });

  it('has radii, shadows, spacing, layout and motion', () => {
    expect(root.get('--radius-button')).toBe('8px');
    expect(root.get('--radius-card')).toBe('16px');
    expect(root.get('--radius-full')).toBe('999px');
    expect(root.get('--shadow-sm')).toBe('0px 1px 2px 0px rgb(31 29 26 / 0.06), 0px 8px 24px 0px rgb(31 29 26 / 0.06)');
    expect(root.get('--shadow-lg')).toBe('0px 12px 32px 0px rgb(31 29 26 / 0.14)');
    expect(root.get('--space-unit')).toBe('4px');
    expect(root.get('--space-4')).toBe('16px');
    expect(root.get('--space-24')).toBe('96px');
    expect(root.get('--layout-content-width')).toBe('1160px');
    expect(root.get('--duration-150')).toBe('150ms');
    expect(root.get('--ease-out')).toBe('cubic-bezier(0.2, 0.7, 0.2, 1)');
  });

  it('has button variables per variant', () => {
    expect(root.get('--button-primary-background')).toBe('#e4572e');
    expect(root.get('--button-primary-text')).toBe('#ffffff');
    expect(root.get('--button-primary-hover-background')).toBe('#c8441f');
    expect(root.get('--button-primary-padding-inline')).toBe('22px');
    expect(root.get('--button-ghost-background')).toBe('transparent');
    expect(root.get('--button-ghost-border')).toBe('1px solid #e7e0d5');
    expect(root.get('--button-tertiary-radius')).toBe('999px');
  });

  it('has no scheme block for a light-only site', () => {
    expect(others).toEqual([]);
    expect(css).not.toContain('prefers-color-scheme');
  });
});

describe('CSS variables with a second color scheme', () => {
  it('overrides the roles that change, by media query and by data-theme (nightfall)', async () => {
    const { root, others } = read(toCssVariables(await analyzedDesignSystem('nightfall')));
    const rendered = root.get('--color-background') === '#0b0d17' ? 'dark' : 'light';
    const other = rendered === 'dark' ? 'light' : 'dark';
    const expected = other === 'dark'
      ? { '--color-primary': '#7c5cff', '--color-background': '#0b0d17', '--color-text': '#e6e8f2' }
      : { '--color-primary': '#5b3df5', '--color-background': '#f5f6fb', '--color-text': '#12142a' };
    for (const scope of [{ selector: `:root:not([data-theme="${rendered}"])`, media: `(prefers-color-scheme: ${other})` }, { selector: `[data-theme="${other}"]`, media: null }]) {
      const block = Object.fromEntries(others.filter((p) => p.selector === scope.selector && p.media === scope.media).map((p) => [p.name, p.value]));
      expect(block).toMatchObject(expected);
      expect(block['--color-accent']).toBeUndefined(); // the same in both schemes
    }
  });

  it('puts a dark-first site in :root and its light scheme in the alternate block', () => {
    const { root, others } = read(toCssVariables(handmadeDesignSystem()));
    expect(root.get('--color-background')).toBe('#0a0a0f');
    const light = others.filter((p) => p.media === '(prefers-color-scheme: light)');
    expect(light.map((p) => [p.selector, p.name, p.value])).toEqual([
      [':root:not([data-theme="dark"])', '--color-primary', '#7c3aed'],
      [':root:not([data-theme="dark"])', '--color-background', '#fafafa'],
      [':root:not([data-theme="dark"])', '--color-text', '#111118'],
    ]);
    expect(root.get('--font-body')).toBe('Inter, ui-sans-serif, system-ui');
    expect(root.get('--font-mono')).toBe('"IBM Plex Mono", ui-monospace, monospace');
    expect(root.has('--text-h1-line-height')).toBe(false); // `normal`: left to the browser
    expect(root.get('--button-ghost-border')).toBe('1px solid rgb(255 255 255 / 0.12)');
    expect(root.get('--button-primary-shadow')).toBe('0px 0px 0px 1px rgb(139 92 246 / 0.4), 0px 8px 20px -4px rgb(0 0 0 / 0.5)');
  });

  it('uses a custom selector for the main block', () => {
    expect(toCssVariables({ colors: { roles: { primary: { value: '#112233' } } } }, { selector: '.brand' })).toContain('.brand {\n  /* Colors: roles */\n  --color-primary: #112233;\n}');
  });
});
