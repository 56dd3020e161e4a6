/**
 * What reads as a brand name, as text alone (spec §2.3 `brand_name`; issue 8 item 13, issue 11 §1):
 * placeholders and bare hosts are never names, a template's credit or description is taken off,
 * and a host name is reduced to its registrable label. Pure; shared by the title reading
 * (profile-brand-title.ts) and the page's other sources (profile-brand-name.ts).
 */

export interface Candidate {
  value: string;
  source: string;
  base: number;
  note?: string;
}

/** Framework defaults and generic words that are never a brand (create-react-app's "React App"…). */
export const PLACEHOLDERS = new Set([
  'react app', 'create react app sample', 'vite app', 'vite + react', 'vite + react + ts', 'vite + vue', 'vite + svelte',
  'create next app', 'next.js', 'nuxt', 'angular', 'ionic app', 'my app', 'app', 'web app', 'home', 'homepage', 'home page',
  'welcome', 'untitled', 'untitled document', 'document', 'index', 'loading', 'loading...', 'loading…', 'website',
  'my website', 'site', 'official site', 'official website', 'main', 'page', 'new tab',
  // UI words a header logo or a template carries instead of a name (issue 8 item 13).
  'logo', 'logotype', 'brand', 'brand name', 'brand logo', 'your brand', 'your logo', 'company', 'company name',
  'your company', 'site name', 'site title', 'site logo', 'title', 'menu', 'main menu', 'open menu', 'close menu',
  'toggle menu', 'navigation', 'nav', 'main navigation', 'toggle navigation', 'skip to content', 'skip to main content',
  'icon', 'image', 'header', 'placeholder', 'lorem ipsum', 'default', 'null', 'undefined', 'example', 'test',
  // An image's placeholder alt text and a template's sample page titles (issue 11 §1, corpus cards).
  'img', 'demo', 'sample post', 'blog single', 'single post', 'your website', 'single page website',
]);

/**
 * Publishers of free templates: in a page's title, footer or logo their name credits the template,
 * not the site (issue 11 §1: corpus cards named "Start Bootstrap Theme", "webthemez"), unless the
 * page is on their own host.
 */
const TEMPLATE_VENDOR = /^(?:start ?bootstrap|webthemez|colorlib|bootstrapmade|themewagon|templatemo|templatemag|html ?codex|html5 ?up|creative ?tim|freehtml5|w3layouts|untree|uideck|themefisher|graygrids|bootstrapdash|onepagelove|gridgum|inovatik)(?:\.(?:com|co|net))?\b/i;

/** Words of a template's own description where its name ends ("Bell Bootstrap Template"). */
export const DESCRIPTOR_END = /^(?:templates?|themes?|demos?)$/i;

/** Words that describe a template rather than name it; a long title's name ends before them. */
export const TEMPLATE_WORDS = /^(?:free|premium|bootstrap\d*|html5?|css3?|responsive|multi-?purpose|one-?page|onepage|template|theme|website|web|site|landing|page|mobile|flat|creative|modern|simple|clean|minimal|corporate|business|personal|professional|and|for|with|a|an|the|by|in)$/i;

/** Legal-form suffixes dropped from a copyright holder ("Acme Inc." → "Acme"). */
export const LEGAL_SUFFIX = /[\s,]+(?:inc|llc|l\.l\.c|ltd|limited|gmbh|corp|corporation|co|plc|ag|s\.a|s\.a\.s|b\.v|pty ltd|oy|ab)\.?$/i;

/**
 * A name with a template's credit or description taken off: "Spectral by HTML5 UP" → "Spectral",
 * a logo's "Impact." → "Impact"; null when nothing of a name is left ("Coded by Creative Tim",
 * "Start Bootstrap Theme", "Bootstrap Agency Template", "Landing Page", "webthemez").
 */
export function withoutTemplateCredit(value: string, host: HostLabel | null): string | null {
  let v = withoutCredit(value, host);
  if (v === null) return null;
  const words = asWords(v).split(/\s+/).map(bareWord);
  if (DESCRIPTOR_END.test(words.at(-1) ?? '')) return null;
  if (words.every((w) => TEMPLATE_WORDS.test(w) || DESCRIPTOR_END.test(w)) && (words.length > 1 || DESCRIPTOR_END.test(words[0]!))) return null;
  // A logo's trailing period is punctuation ("HeroBiz." on BootstrapMade logos); "Acme Inc." keeps its own.
  if (!LEGAL_SUFFIX.test(v)) v = v.replace(/\s*\.+$/, '');
  return v || null;
}

export const bareWord = (word: string): string => word.replace(/[^\p{L}\p{N}-]/gu, '');

/** A value without its "by …" credit; null for a publisher's name or a credit alone ("Coded by Creative Tim"). */
export function withoutCredit(value: string, host: HostLabel | null): string | null {
  if (TEMPLATE_VENDOR.test(value) && !(host && matchesHost(value, host.key))) return null;
  const credit = /^(.*?)\s+by\s+\S.{0,40}$/i.exec(value);
  if (!credit) return value;
  const v = credit[1]!.trim();
  return !v || /^(?:coded|designed|made|created|developed|built|powered|distributed|(?:a |free )?(?:template|theme)s?|design)$/i.test(v) ? null : v;
}

/** A file-name title ("Aroma-Beauty-and-Spa-Responsive-Bootstrap-Template") read as words. */
export const asWords = (value: string): string => (!/\s/.test(value) && (value.match(/[-_]/g)?.length ?? 0) >= 2 ? value.replace(/[-_]+/g, ' ').trim() : value);

/** A host, not a name: an IP address or localhost, or any host with a port (issue 8 item 13). */
const HOST_SHAPED = /^(?:https?:\/\/)?(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:.]+\]|localhost|[a-z\d-]+(?:\.[a-z\d-]+)*:\d{1,5})(?::\d{1,5})?\/?$/i;

/** True for values that cannot be a brand name whatever their source. */
export function notAName(value: string): boolean {
  // A name has a letter: "2012" is the year of a "© 2012 | Privacy" footer, not its holder.
  return !/\p{L}/u.test(value) || PLACEHOLDERS.has(value.toLowerCase()) || HOST_SHAPED.test(value);
}

/** Page names that title segments carry besides the brand ("Blog | Acme"). */
export const PAGE_WORDS = new Set(['our price', 'product detail', 'product details', 'blog', 'pricing', 'plans', 'about', 'about us', 'contact', 'contact us', 'docs', 'documentation', 'careers', 'jobs', 'login', 'log in', 'sign in', 'sign up', 'register', 'features', 'products', 'product', 'news', 'press', 'support', 'help', 'faq', 'shop', 'store', 'search', 'dashboard', 'customers', 'team', 'services', 'solutions', 'resources', 'changelog', 'status', 'legal', 'privacy policy', 'terms of service']);

export const TITLE_SEPARATOR = /\s*(?:\||·|•|»|::)\s*|\s+[-–—]\s+|(?<=\S):\s+/;

/** A value that reads as a name (not a sentence): trimmed, ≤ 50 chars and ≤ 5 words, not a placeholder. */
export function brandShaped(raw: unknown, host: HostLabel | null): string | null {
  if (typeof raw !== 'string') return null;
  const cleaned = clean(raw);
  const value = cleaned && !notAName(cleaned) ? withoutTemplateCredit(cleaned, host) : null;
  if (!value || notAName(value) || /^https?:\/\//i.test(value)) return null;
  // A name begins with a letter, a digit, # or @: "_photo_two" is the colored half of a logo
  // ("CSS3<span>_photo_two</span>", issue 11 §1), not a name of its own.
  if (!/^[\p{L}\p{N}#@]/u.test(value)) return null;
  // A file-name title counts its words ("Free-Portfolio-HTML5-Responsive-Website-Sam" is six).
  if (value.length <= 50 && asWords(value).split(/\s+/).length <= 5) return value;
  // A long value may still carry the brand as one of its separated segments ("Acme — tagline").
  const segments = value.split(TITLE_SEPARATOR).map(clean);
  const match = segments.find((s) => host !== null && matchesHost(s, host.key));
  return match && match.length <= 50 ? match : null;
}

export interface HostLabel {
  host: string;
  /** The registrable label, normalized (`acme` for `www.acme.co.uk`). */
  key: string;
  display: string;
}

const TWO_LEVEL_SUFFIXES = new Set(['co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'ne.jp', 'or.jp', 'com.br', 'com.mx', 'com.ar', 'co.in', 'co.za', 'com.cn', 'com.tw', 'com.hk', 'co.kr', 'com.sg', 'com.tr', 'co.il']);

/** Shared-hosting domains where the subdomain is the site (and `*.brand-design.test` fixtures). */
const HOSTING_SUFFIXES = ['github.io', 'gitlab.io', 'vercel.app', 'netlify.app', 'pages.dev', 'web.app', 'firebaseapp.com', 'herokuapp.com', 'onrender.com', 'fly.dev', 'surge.sh', 'myshopify.com', 'wixsite.com', 'webflow.io', 'framer.website', 'substack.com', 'notion.site', 'brand-design.test'];

export function hostLabel(url: string): HostLabel | null {
  if (!URL.canParse(url)) return null;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[')) return null;
  const labels = host.split('.');
  const hosting = HOSTING_SUFFIXES.find((s) => host.endsWith(`.${s}`));
  let label: string;
  if (hosting) label = labels[labels.length - hosting.split('.').length - 1]!;
  else if (labels.length >= 3 && TWO_LEVEL_SUFFIXES.has(labels.slice(-2).join('.'))) label = labels[labels.length - 3]!;
  else label = labels.length >= 2 ? labels[labels.length - 2]! : labels[0]!;
  const display = label.split(/[-_]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  return { host, key: normalize(label), display };
}

/** `Acme Cloud` matches `acme`; `International Business Machines` matches `ibm` by its initials. */
export function matchesHost(value: string, key: string): boolean {
  const n = normalize(value);
  if (!n || key.length < 2) return false;
  if (n === key) return true;
  if (key.length >= 3 && n.length >= 3 && (n.startsWith(key) || key.startsWith(n))) return true;
  const initials = value.split(/\s+/).map((w) => w[0] ?? '').join('').toLowerCase();
  return initials.length >= 2 && initials === key;
}

export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
