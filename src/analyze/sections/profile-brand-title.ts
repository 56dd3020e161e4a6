/**
 * The brand name as a page's <title> gives it (spec §2.3 `brand_name`): the most name-like
 * segment, the leading words of a template's long title, or a template's own descriptive name
 * when nothing else names the page. Pure.
 */
import type { Capture } from '../../crawl/capture-types.js';
import { asWords, bareWord, brandShaped, clean, DESCRIPTOR_END, matchesHost, normalize, notAName, PAGE_WORDS, TEMPLATE_WORDS, TITLE_SEPARATOR, withoutCredit, withoutTemplateCredit, type Candidate, type HostLabel } from './profile-brand-text.js';

export function titleCandidate(capture: Capture, host: HostLabel | null): Candidate | null {
  const title = clean(capture.head.title ?? '');
  if (!title || notAName(title)) return null; // before splitting: "[::1]:8811" holds a "::" separator
  const split = (text: string): string[] =>
    // A leading copyright sign is a notice, not part of the name ("© Acme Hotel" → "Acme Hotel").
    clean(text).replace(/^(?:©|\(c\))\s*(?:\d{4}\s+)?/i, '').replace(/^(?:welcome to|home of)\s+/i, '').split(TITLE_SEPARATOR).map(clean)
      .filter((s) => s && !notAName(s)).map((s) => withoutTemplateCredit(s, host)).filter((s): s is string => s !== null && !notAName(s));
  const segments = split(title);
  // A segment that carried a template credit describes the template ("Play | Open source Project
  // by UIdeck"): the other segment is the name.
  const credited = new Set(clean(title).split(TITLE_SEPARATOR).map(clean).filter((s) => /\s+by\s+\S/i.test(s)).map((s) => withoutTemplateCredit(s, host)).filter((s): s is string => s !== null));
  if (segments.length === 0) return null;
  const colon = !/\s(?:\||·|•|»|::|[-–—])\s/.test(title) && title.includes(':');
  // A segment that also appears as a segment of og:title/twitter:title (when those differ from
  // the title) is likely the constant part of every page title: the brand.
  const others = ['og:title', 'twitter:title']
    .map((p) => capture.head.meta.find((m) => (m.property ?? m.name)?.toLowerCase() === p)?.content ?? '')
    .filter((t) => t && clean(t) !== title)
    .map((t) => new Set(split(t).map(normalize)));
  const scored = segments.map((segment, index) => {
    const words = segment.split(/\s+/).length;
    const hostMatch = host !== null && matchesHost(segment, host.key);
    const repeated = segments.length > 1 && others.some((o) => o.has(normalize(segment)));
    // "Page | Brand" puts the brand last; "Brand: tagline" puts it first.
    const positional = segments.length > 1 && index === (colon ? 0 : segments.length - 1) ? 0.5 : 0;
    const generic = PAGE_WORDS.has(segment.toLowerCase()) ? -1.5 : 0;
    const description = segments.length > 1 && credited.has(segment) ? -1 : 0;
    const score = (hostMatch ? 3 : 0) + (repeated ? 1 : 0) + positional + generic + description + (words <= 3 ? 1 : -0.25 * (words - 3)) + (taglineLike(segment) ? -1.5 : 0);
    return { segment, index, hostMatch, repeated, score };
  });
  scored.sort((a, b) => b.score - a.score || a.segment.length - b.segment.length || b.index - a.index);
  const best = scored[0]!;
  // A page's own name ("About", left alone once "Start Bootstrap Theme" is gone) is not the brand.
  if (!brandShaped(best.segment, host) || PAGE_WORDS.has(best.segment.toLowerCase())) return null;
  const base = best.hostMatch ? 0.75 : best.repeated ? 0.65 : segments.length > 1 ? 0.55 : 0.5;
  const why = best.hostMatch ? 'matches the host name' : best.repeated ? 'repeated in og:title/twitter:title' : 'most name-like segment';
  return { value: best.segment, source: 'title', base, note: `segment ${best.index + 1} of ${segments.length} of "${title}": ${why}` };
}

/**
 * Sentence-case or punctuated segments read as taglines ("Small-batch coffee, roasted weekly"),
 * while names are Title Case or a single word ("Kettle & Crow Coffee Roasters").
 */
function taglineLike(segment: string): boolean {
  if (/[,.!?]/.test(segment)) return true;
  const words = segment.split(/\s+/).filter((w) => /^[\p{L}]/u.test(w) && !/^(?:and|or|of|the|for|to|in|on|at|by|with|a|an|&)$/i.test(w));
  if (words.length < 3) return false;
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return lower / words.length > 0.5;
}

const LEADING_ARTICLE = /^(?:the|a|an)$/i;

/**
 * The leading name of a title that is not name-shaped as a whole: its first segment's first words,
 * up to the first word that describes the template, at most 4 words.
 */
export function titleLeadCandidate(capture: Capture): (Candidate & { articled?: true }) | null {
  const title = clean(capture.head.title ?? '');
  if (!title || notAName(title)) return null; // before splitting, as in titleCandidate ("[::1]:8811")
  const segment = title.split(TITLE_SEPARATOR).map(clean).map((s) => (s && !notAName(s) && !PAGE_WORDS.has(s.toLowerCase()) ? withoutCredit(s, null) : null)).find((s) => s);
  if (!segment) return null;
  const first = asWords(segment);
  const words: string[] = [];
  for (const word of first.split(/\s+/)) {
    // A leading article belongs to the name ("The Cupcake Bootstrap Template" → "The Cupcake"; such a
    // lead is marked `articled` and read last); an article after the name still ends it ("Vibe …
    // for corporate website").
    if (words.length === 0 && LEADING_ARTICLE.test(word)) {
      words.push(word);
      continue;
    }
    // A name is Title Case: "Car Care auto-mobile html5 bootstrap web template" ends before "auto-mobile".
    if (TEMPLATE_WORDS.test(bareWord(word)) || DESCRIPTOR_END.test(bareWord(word)) || words.length === 4 || (words.length > 0 && /^\p{Ll}/u.test(word))) break;
    // "WishFund- Nonprofit Charity Theme": a dash glued to a word ends the name.
    if (/\p{L}-$/u.test(word)) {
      words.push(word.slice(0, -1));
      break;
    }
    words.push(word);
  }
  if (words.every((w) => LEADING_ARTICLE.test(w))) return null; // "The Bootstrap Template" names nothing
  const value = brandShaped(words.join(' ').replace(/[\s,:;–—-]+$/, ''), null);
  if (!value) return null;
  const lead: Candidate & { articled?: true } = { value, source: 'title.lead', base: 0.35, note: `leading words of "${first}"` };
  if (LEADING_ARTICLE.test(words[0]!)) lead.articled = true;
  return lead;
}

/**
 * Descriptive words a template is named by ("Modern Business", "Personal", "Mobile App", "Landing
 * Page"); generic ones (free, bootstrap, html5, responsive, template…) never are.
 */
const NAMING_WORDS = /^(?:personal|business|corporate|creative|modern|mobile|landing|page|simple|clean|minimal|flat|professional|web|site|website)$/i;

/**
 * The template's own name when its title is made of descriptive words only: the leading Title-Case
 * run of the first segment, up to the first generic template word or lowercase word, where at
 * least one word is descriptive ("Modern Business - Start Bootstrap Template" → "Modern Business",
 * "Personal free bootstrap Template" → "Personal"). Read after every other source (issue 11 §1:
 * these cards read "Untitled site").
 */
export function titleOwnNameCandidate(capture: Capture): Candidate | null {
  const title = clean(capture.head.title ?? '');
  if (!title || notAName(title)) return null;
  const segment = title.split(TITLE_SEPARATOR).map(clean).find((s) => s && !notAName(s) && !PAGE_WORDS.has(s.toLowerCase()) && withoutCredit(s, null) !== null);
  if (!segment) return null;
  const words: string[] = [];
  for (const word of asWords(segment).split(/\s+/)) {
    const bare = bareWord(word);
    if (!/^\p{Lu}/u.test(word) || DESCRIPTOR_END.test(bare) || (TEMPLATE_WORDS.test(bare) && !NAMING_WORDS.test(bare)) || words.length === 3) break;
    words.push(bare);
  }
  if (!words.some((w) => NAMING_WORDS.test(w))) return null;
  const value = words.join(' ');
  return value && !notAName(value) ? { value, source: 'title.own_name', base: 0.1, note: `descriptive words of "${segment}"` } : null;
}
