/**
 * The corpus vocabularies: the spec's search filter values (spec §2.5) and the design styles the
 * corpus cards are labelled with (issue 4 §2). Filters match these verbatim.
 */
import { LAYOUT_VALUES, type LayoutValue } from '../analyze/sections/layout-scores.js';

/** spec §2.5 `industry`. */
export const INDUSTRIES = [
  'saas', 'ai', 'design', 'creative_agency', 'fintech', 'branding', 'developer_tools', 'fashion', 'venture_capital',
  'entertainment', 'beverage', 'food', 'cybersecurity', 'e_commerce', 'architecture', 'cloud_infrastructure',
  'ai_infrastructure', 'healthcare', 'edtech', 'web_development', 'productivity', 'beauty', 'photography', 'hr_tech',
  'media', 'hospitality', 'gaming', 'financial_services', 'wellness', 'investment', 'real_estate', 'proptech', 'web3',
  'restaurant', 'insurtech', 'insurance', 'nonprofit',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** spec §2.5 `page_type`. */
export const PAGE_TYPES = [
  'homepage', 'about', 'pricing', 'careers', 'case_study', 'features', 'customer_stories', 'portfolio', 'product',
  'collections', 'solutions', 'blog', 'landing_page', 'team', 'services',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** spec §2.5 `hue`: "matches brands whose dominant palette hues include it". */
export const HUES = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'brown'] as const;
export type Hue = (typeof HUES)[number];

/** spec §2.5 `layout` (the layout section's own vocabulary). */
export const LAYOUTS: readonly LayoutValue[] = LAYOUT_VALUES;
export type Layout = LayoutValue;

/** Design styles a card is labelled with (issue 4 §2); detected from surfaces, elevation and type. */
export const STYLES = ['flat', 'glass', 'gradient', 'brutalist', 'editorial', 'playful'] as const;
export type Style = (typeof STYLES)[number];

/** What a page's headings are set in. */
export const TYPE_CHARACTERS = ['sans', 'serif', 'mono', 'display'] as const;
export type TypeCharacter = (typeof TYPE_CHARACTERS)[number];

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
}

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);
}
