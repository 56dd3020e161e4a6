/**
 * Starting labels for a real page before anyone has looked at it (issue 11 §1: "the extractor's
 * facets as a starting point"): page_type from the page's role in its template (about.html is an
 * about page), industry from words in its title, description and headings. Hand labels in
 * corpus/labels.json replace them. Pure.
 */
import type { Industry, PageType } from './vocabulary.js';

/** Sibling kind (page-list.ts) → spec §2.5 page_type; kinds with no spec value map to null. */
const PAGE_TYPE_OF_ROLE: Record<string, PageType | null> = {
  entry: 'homepage', about: 'about', pricing: 'pricing', blog: 'blog', post: 'blog', shop: 'collections',
  product: 'product', portfolio: 'portfolio', case_study: 'case_study', services: 'services', features: 'features',
  solutions: 'solutions', team: 'team', careers: 'careers', testimonials: 'customer_stories', landing: 'landing_page',
  menu: null, contact: null, login: null, docs: null, events: null, checkout: null, profile: null,
};

export function seedPageType(role: string): PageType | null {
  return PAGE_TYPE_OF_ROLE[role] ?? null;
}

/**
 * Words that name an industry, most specific first (a "restaurant booking app" is a restaurant
 * page before it is SaaS). Whole words only; the first industry with a hit wins.
 */
const INDUSTRY_WORDS: readonly [Industry, RegExp][] = [
  ['restaurant', /\b(?:restaurants?|bistro|cuisine|chef|dining|dinner|menu|pizza|pizzeria|burger|grill|steakhouse|sushi|eatery|bbq)\b/i],
  ['beverage', /\b(?:coffee|cafe|café|tea|brewery|beer|wine|winery|juice|cocktails?)\b/i],
  ['food', /\b(?:food|bakery|bakes?|cakes?|organic|grocery|farm|vegan|veg|fruits?|vegetables?|recipes?|foodie)\b/i],
  ['hospitality', /\b(?:hotel|resort|travel|tours?|booking|villa|hostel|vacation|holiday|trip|camping|wedding)\b/i],
  ['real_estate', /\b(?:real estate|property|properties|apartments?|homes? for sale|realtor|estate agency|rent)\b/i],
  ['architecture', /\b(?:architects?|architecture|interior|interiors|construction company|builders?|civil engineering|renovation)\b/i],
  ['healthcare', /\b(?:medical|clinic|hospital|doctors?|dental|dentist|health ?care|medicine|pharmacy|patients?)\b/i],
  ['wellness', /\b(?:fitness|gym|yoga|wellness|spa|meditation|workout|trainer|health|massage)\b/i],
  ['beauty', /\b(?:beauty|salon|cosmetics?|makeup|skincare|hair|barber|nails?)\b/i],
  ['fashion', /\b(?:fashion|clothing|apparel|boutique|jewel(?:le)?ry|watches|sunglasses|shoes|wear)\b/i],
  ['photography', /\b(?:photography|photographer|photos?|camera|lens)\b/i],
  // "education" is not a spec §2.5 industry: schools take `edtech`, the nearest value.
  ['edtech', /\b(?:school|university|college|courses?|education|educational|academy|learning|students?|teachers?|kids)\b/i],
  ['nonprofit', /\b(?:charity|donat(?:e|ion)s?|non-?profit|ngo|church|volunteers?|fundrais\w*|foundation|causes?)\b/i],
  ['web3', /\b(?:crypto|cryptocurrency|bitcoin|blockchain|nft|web3|ico|token sale)\b/i],
  ['fintech', /\b(?:wallet|payments?|banking app|fintech|money transfer)\b/i],
  ['financial_services', /\b(?:finance|financial|bank|accounting|tax|loans?|consulting|consultancy|insurance)\b/i],
  ['cybersecurity', /\b(?:security|cyber|antivirus|firewall)\b/i],
  ['cloud_infrastructure', /\b(?:hosting|cloud|servers?|domains?|vps|data ?center)\b/i],
  ['gaming', /\b(?:games?|gaming|esports?|gamers?)\b/i],
  ['entertainment', /\b(?:music|band|concerts?|events?|festival|movies?|film|dj|party|nightclub)\b/i],
  ['media', /\b(?:news|magazine|blog|journal|stories|podcast|articles?|editorial)\b/i],
  ['e_commerce', /\b(?:shop|store|cart|e-?commerce|products?|sale|buy now|furniture|gifts?|florist|flowers)\b/i],
  ['developer_tools', /\b(?:developers?|api|sdk|open source|documentation|code|github)\b/i],
  ['ai', /\b(?:ai|artificial intelligence|machine learning|chatbot|gpt)\b/i],
  ['saas', /\b(?:saas|software|app|apps|dashboard|admin|analytics|platform|startup|crm|landing page|mobile app)\b/i],
  ['design', /\b(?:ui kit|ux design|graphic design|illustrators?)\b/i],
  ['creative_agency', /\b(?:agency|creative|digital agency|marketing|branding|studio|portfolio|freelancer?|resume|cv)\b/i],
];

/** The industry the words of `texts` point at (the first text with a hit decides), or null. */
export function seedIndustry(...texts: string[]): Industry | null {
  for (const text of texts) {
    for (const [industry, words] of INDUSTRY_WORDS) if (words.test(text)) return industry;
  }
  return null;
}
