import { describe, expect, it } from 'vitest';
import {
  displayFamilyName, firstFamily, isIconFont, parseFontStack, renderedMatchesFamily, stackCategory,
} from '../../src/analyze/derived/type-stack.js';
import { namedRatio } from '../../src/analyze/sections/typography-scale.js';

describe('parseFontStack', () => {
  it.each([
    ['Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif']],
    ['"Playfair Display", Georgia, "Times New Roman", serif', ['Playfair Display', 'Georgia', 'Times New Roman', 'serif']],
    ["'Inter var' , 'Helvetica Neue',Arial", ['Inter var', 'Helvetica Neue', 'Arial']],
    ['Segoe   UI, sans-serif', ['Segoe UI', 'sans-serif']],
    ['"Font \\"Quoted\\"", serif', ['Font "Quoted"', 'serif']],
    ['"Brand, Inc Sans", serif', ['Brand, Inc Sans', 'serif']],
    ['', []],
  ])('%s', (stack, expected) => {
    expect(parseFontStack(stack)).toEqual(expected);
  });

  it('keeps the authored case of the first family', () => {
    expect(firstFamily('"JetBrains Mono", ui-monospace, monospace')).toBe('JetBrains Mono');
    expect(firstFamily('-apple-system, BlinkMacSystemFont')).toBe('-apple-system');
    expect(firstFamily(undefined)).toBeNull();
  });
});

describe('stackCategory', () => {
  it.each([
    ['-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif', 'system-ui'],
    ['ui-sans-serif, system-ui, sans-serif', 'system-ui'],
    ['system-ui, sans-serif', 'system-ui'],
    ['ui-monospace, SFMono-Regular, Menlo, monospace', 'monospace'],
    ['ui-serif, Georgia, Cambria, serif', 'serif'],
    ['"Playfair Display", Georgia, serif', 'serif'],
    ['"Space Grotesk", "Helvetica Neue", Arial, sans-serif', 'sans-serif'],
    ['"JetBrains Mono", monospace', 'monospace'],
    ['"Acme Mono"', 'monospace'],
    ['"Noto Serif Display"', 'serif'],
    ['"Brand Display", serif', 'serif'],
    ['"Brand Display", Georgia', 'serif'],
    ['"Brand Display"', null],
    ['proxima-nova, sans-serif', 'sans-serif'],
    ['freight-text-pro, serif', 'serif'],
    ['"source-serif-pro", Georgia', 'serif'],
    ['__Playfair_Display_6b0d2a, __Playfair_Display_Fallback_6b0d2a', 'serif'],
  ])('%s → %s', (stack, expected) => {
    expect(stackCategory(stack)).toBe(expected);
  });

  // Real pages set Google webfonts whose stacks end in the wrong generic or none (realweb captures:
  // Cardo and Tinos declared before sans-serif, Parisienne alone, a self-hosted BebasNeueRegular).
  it.each([
    ['"Cardo", sans-serif', 'serif'],
    ['Tinos, sans-serif', 'serif'],
    ['Parisienne', 'cursive'],
    ['"Covered By Your Grace", "Helvetica Neue", Helvetica, Arial, sans-serif', 'cursive'],
    ['"Stardos Stencil"', 'fantasy'],
    ['Michroma', 'sans-serif'],
    ['Arimo', 'sans-serif'],
  ])('a Google Fonts family is what Google files it as: %s → %s', (stack, expected) => {
    expect(stackCategory(stack)).toBe(expected);
  });

  it.each([
    ['PlayfairDisplay-Bold', 'serif'],
    ['BebasNeueRegular', 'sans-serif'],
    ['OpenSans Semibold', 'sans-serif'],
    ['futura-bold', 'sans-serif'],
    ['Roboto Black', 'sans-serif'],
  ])('a self-hosted file-style name is read without its weight: %s → %s', (stack, expected) => {
    expect(stackCategory(stack)).toBe(expected);
  });

  it('an unknown family still falls back on the generic its author wrote, or says nothing', () => {
    expect(stackCategory('Anders, serif')).toBe('serif');
    expect(stackCategory('Anders')).toBeNull();
  });
});

describe('family names', () => {
  it('matches platform font names to declared families', () => {
    expect(renderedMatchesFamily('Inter SemiBold', 'Inter')).toBe(true);
    expect(renderedMatchesFamily('Space Grotesk Light Medium', 'Space Grotesk')).toBe(true);
    expect(renderedMatchesFamily('Inter', 'Inter var')).toBe(true);
    expect(renderedMatchesFamily('Playfair Display SemiBold', 'Playfair Display')).toBe(true);
    expect(renderedMatchesFamily('Interstate', 'Inter')).toBe(false);
    expect(renderedMatchesFamily('DejaVu Sans', 'DejaVu Sans Mono')).toBe(false);
    expect(renderedMatchesFamily('Liberation Sans', 'Arial')).toBe(false);
  });

  it('reads next/font names and recognises icon fonts', () => {
    expect(displayFamilyName('__Inter_d65c78')).toBe('Inter');
    expect(displayFamilyName('__Playfair_Display_6b0d2a')).toBe('Playfair Display');
    expect(displayFamilyName('Inter')).toBe('Inter');
    expect(['Font Awesome 6 Free', 'Material Symbols Outlined', 'Material Icons', 'ionicons', 'icomoon'].every(isIconFont)).toBe(true);
    expect(['Inter', 'Playfair Display', 'JetBrains Mono'].some(isIconFont)).toBe(false);
  });
});

describe('namedRatio', () => {
  it.each([
    [1.2, 'minor third'],
    [1.26, 'major third'],
    [1.333, 'perfect fourth'],
    [1.52, 'perfect fifth'],
    [1.62, 'golden ratio'],
    [1.125, 'major second'],
    [1.45, null],
    [1.44, 'augmented fourth'],
  ])('%s → %s', (measured, name) => {
    expect(namedRatio(measured)?.name ?? null).toBe(name);
  });
});
