/** What every report section reads: the design system (guarded, see export/tokens-read.ts) and the embedded fonts. */
import { arr, obj, str, type Json } from '../export/tokens-read.js';
import { cssFontStack } from './css-safe.js';
import type { EmbeddedFonts } from './font-faces.js';

export interface ReportContext {
  /** A top-level section of the design system, or null when absent or not an object. */
  section(name: string): Json | null;
  fonts: EmbeddedFonts;
  /** A CSS font stack for a page family: its embedded file first, then its own name, then a generic. */
  fontStack(family: unknown): string;
}

export function reportContext(designSystem: unknown, fonts: EmbeddedFonts): ReportContext {
  const ds = obj(designSystem) ?? {};
  const families = arr(obj(ds['typography'])?.['families']).map(obj).filter((f): f is Json => f !== null);
  const categoryOf = (family: unknown): unknown => {
    const name = typeof family === 'string' ? family.toLowerCase() : '';
    return families.find((f) => str(f['family'])?.toLowerCase() === name || str(f['name'])?.toLowerCase() === name)?.['category'];
  };
  return {
    section: (name) => obj(ds[name]),
    fonts,
    fontStack: (family) => cssFontStack(fonts.aliasOf(family), family, categoryOf(family)),
  };
}
