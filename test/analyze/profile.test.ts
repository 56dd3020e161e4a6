import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { hostLabel } from '../../src/analyze/sections/profile-brand-name.js';
import { analyzeProfile, canonicalLanguage, type ProfileSection } from '../../src/analyze/sections/profile.js';
import { analyzeCapture } from '../../src/analyze/run.js';
import { buildCapture, type CaptureInput } from '../helpers/capture-builder.js';

function profile(input: CaptureInput): ProfileSection {
  const capture = buildCapture(input);
  return analyzeProfile(capture, new AnalysisContext(capture));
}

const brand = (input: CaptureInput): string => profile(input).brand_name;
const evidenceFor = (p: ProfileSection, field: string) => p.evidence.find((e) => e.field === field);
const og = (property: string, content: string) => ({ property, content });
const meta = (name: string, content: string) => ({ name, content });

describe('profile brand_name from the <title>', () => {
  it.each([
    ['Pricing | Acme', 'https://acme.com/pricing', 'Acme'],
    ['Acme | Pricing', 'https://acme.com/pricing', 'Acme'],
    ['Blog - Northwind Traders', 'https://example.org/blog', 'Northwind Traders'],
    ['Acme — The project tool your whole team will actually enjoy using', 'https://example.org/', 'Acme'],
    ['Acme: Project management for remote teams', 'https://example.org/', 'Acme'],
    ['Docs · Stripe', 'https://docs.stripe.com/', 'Stripe'],
    ['Stripe · Docs', 'https://docs.stripe.com/', 'Stripe'],
    ['Home | Globex', 'https://globex.io/', 'Globex'],
    ['Welcome to Initech', 'https://initech.example/', 'Initech'],
    ['Payments infrastructure for the internet | Stripe', 'https://stripe.com/', 'Stripe'],
    ['The New York Times - Breaking News, US News, World News and Videos', 'https://www.nytimes.com/', 'The New York Times'],
    ['BBC – Home', 'https://www.bbc.co.uk/', 'BBC'],
    ['Linear – Plan and build products', 'https://linear.app/', 'Linear'],
    ['Careers :: Umbrella Corp', 'https://jobs.example.net/', 'Umbrella Corp'],
    ['Vercel: Build and deploy the best web experiences with the Frontend Cloud', 'https://vercel.com/', 'Vercel'],
  ])('%s (%s) → %s', (title, url, expected) => {
    expect(brand({ final_url: url, head: { title } })).toBe(expected);
  });

  it('prefers the segment matching the host name, and says so in the evidence', () => {
    const p = profile({ final_url: 'https://www.figma.com/pricing/', head: { title: 'Figma | Plans and pricing for teams' } });
    expect(p.brand_name).toBe('Figma');
    expect(evidenceFor(p, 'brand_name')).toMatchObject({ source: 'title', value: 'Figma' });
    expect(evidenceFor(p, 'brand_name')?.note).toContain('matches the host name');
    expect(p.confidence.brand_name).toBeGreaterThanOrEqual(0.75);
  });

  it('uses the segment repeated in og:title when the host does not help', () => {
    const p = profile({
      final_url: 'https://example.org/features',
      head: { title: 'Features | Zentro', meta: [og('og:title', 'Zentro | Everything your team needs')] },
    });
    expect(p.brand_name).toBe('Zentro');
    expect(evidenceFor(p, 'brand_name')?.note).toContain('repeated');
  });

  it('falls back to the host name when the title is a placeholder', () => {
    const p = profile({ final_url: 'https://www.acme-rockets.co.uk/', head: { title: 'React App' } });
    expect(p.brand_name).toBe('Acme Rockets');
    expect(evidenceFor(p, 'brand_name')).toMatchObject({ source: 'url.host', value: 'Acme Rockets' });
    expect(p.confidence.brand_name).toBe(0.3);
  });

  // Issue 11 §1: an address is never the name (corpus cards were named "127.0.0.1:43857").
  it('never uses an IP address and port as the name, even with nothing else on the page', () => {
    const p = profile({ final_url: 'http://127.0.0.1:8080/' });
    expect(p.brand_name).toBe('Untitled site');
    expect(p.confidence.brand_name).toBe(0);
  });
});

describe('profile brand_name from stronger sources', () => {
  it('prefers the manifest name over og:site_name and the title', () => {
    const p = profile({
      final_url: 'https://acme.com/',
      head: { title: 'Acme Corp | Home', meta: [og('og:site_name', 'Acme Corp')], manifest: { json: { name: 'Acme', short_name: 'Acme' } } },
    });
    expect(p.brand_name).toBe('Acme');
    expect(evidenceFor(p, 'brand_name')).toEqual({ field: 'brand_name', source: 'manifest.short_name', value: 'Acme' });
  });

  it('picks manifest short_name when name only adds a qualifier, name when short_name is an abbreviation', () => {
    expect(brand({ head: { manifest: { json: { name: 'Acme Project Manager', short_name: 'Acme' } } } })).toBe('Acme');
    expect(brand({ head: { manifest: { json: { name: 'The New York Times', short_name: 'NYT' } } } })).toBe('The New York Times');
  });

  it('ignores framework placeholder manifests', () => {
    expect(brand({ final_url: 'https://globex.io/', head: { title: 'Globex', manifest: { json: { name: 'Create React App Sample', short_name: 'React App' } } } })).toBe('Globex');
  });

  it('reduces a tagline-long manifest name to the segment matching the host', () => {
    expect(brand({ final_url: 'https://zapier.com/', head: { manifest: { json: { name: 'Zapier | Automate workflows across thousands of apps for your team' } } } })).toBe('Zapier');
  });

  it('uses og:site_name (as property or name)', () => {
    expect(brand({ head: { title: 'Something else entirely', meta: [og('og:site_name', 'Hooli')] } })).toBe('Hooli');
    expect(brand({ head: { title: 'Something else entirely', meta: [meta('og:site_name', 'Hooli')] } })).toBe('Hooli');
  });

  it('uses JSON-LD Organization before WebSite, inside @graph too', () => {
    const p = profile({
      head: {
        title: 'Untitled',
        json_ld: [{ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Pied Piper Site' }, { '@type': ['Organization'], name: 'Pied Piper' }] }],
      },
    });
    expect(p.brand_name).toBe('Pied Piper');
    expect(evidenceFor(p, 'brand_name')?.source).toBe('json_ld.organization.name');
    expect(brand({ head: { json_ld: [{ '@type': 'WebSite', name: 'Wonka' }] } })).toBe('Wonka');
  });

  it('uses application-name after JSON-LD', () => {
    expect(brand({ head: { title: 'Dashboard', meta: [meta('application-name', 'Soylent')] } })).toBe('Soylent');
    expect(brand({ head: { meta: [meta('application-name', 'Soylent')], json_ld: [{ '@type': 'Organization', name: 'Soylent Corp' }] } })).toBe('Soylent Corp');
  });

  it('reads the header logo label (alt, aria-label, svg title) before the title', () => {
    const page = (header: string) => `<html><head><title>Home page of some company</title></head><body><header>${header}</header></body></html>`;
    expect(brand({ html: { rendered: page('<a href="/" class="logo"><img src="/l.svg" alt="Cyberdyne logo"></a>') } })).toBe('Cyberdyne');
    expect(brand({ html: { rendered: page('<a href="https://example.com/" aria-label="Go to the Tyrell homepage"><svg></svg></a>') } })).toBe('Tyrell');
    expect(brand({ html: { rendered: page('<div class="brand"><svg><title>Massive Dynamic</title></svg></div>') } })).toBe('Massive Dynamic');
    const p = profile({ html: { rendered: page('<a href="/" class="site-logo">Oscorp</a>') } });
    expect(evidenceFor(p, 'brand_name')).toMatchObject({ source: 'header.logo.text', value: 'Oscorp' });
  });

  it('raises confidence when sources agree and reports strong sources that disagree', () => {
    const agree = profile({ final_url: 'https://acme.com/', head: { title: 'Acme', meta: [og('og:site_name', 'Acme')], manifest: { json: { name: 'Acme' } } } });
    expect(agree.confidence.brand_name).toBeGreaterThan(0.95);
    expect(agree.findings).toBeUndefined();
    const disagree = profile({ final_url: 'https://acme.com/', head: { meta: [og('og:site_name', 'Globex')], manifest: { json: { name: 'Acme' } } } });
    expect(disagree.brand_name).toBe('Acme');
    expect(disagree.findings).toEqual([{ message: 'meta.og:site_name names the brand "Globex", not "Acme"', evidence: { source: 'meta.og:site_name', value: 'Globex' } }]);
  });
});

describe('hostLabel', () => {
  it.each([
    ['https://www.acme.com/', 'Acme'],
    ['https://shop.acme.co.uk/x', 'Acme'],
    ['https://my-cool-app.vercel.app/', 'My Cool App'],
    ['https://studio.brand-design.test/', 'Studio'],
    ['https://intranet/', 'Intranet'],
  ])('%s → %s', (url, display) => {
    expect(hostLabel(url)?.display).toBe(display);
  });

  it('has no label for IPs and localhost', () => {
    expect(hostLabel('http://127.0.0.1:3000/')).toBeNull();
    expect(hostLabel('http://localhost:3000/')).toBeNull();
    expect(hostLabel('http://[::1]/')).toBeNull();
  });
});

describe('profile other fields', () => {
  it('reads description, title and url with evidence', () => {
    const p = profile({ final_url: 'https://acme.com/', head: { title: '  Acme  ', meta: [og('og:description', 'OG text'), meta('description', ' Build   faster. ')] } });
    expect(p).toMatchObject({ title: 'Acme', description: 'Build faster.', url: 'https://acme.com/' });
    expect(evidenceFor(p, 'description')).toEqual({ field: 'description', source: 'meta.description', value: 'Build faster.' });
    expect(profile({ head: { meta: [og('og:description', 'OG text')] } }).description).toBe('OG text');
    expect(profile({}).description).toBeNull();
  });

  it('normalizes theme_color to #rrggbb, preferring the light/media-less meta, then the manifest', () => {
    expect(profile({ head: { meta: [meta('theme-color', 'rgb(255, 0, 0)')] } }).theme_color).toBe('#ff0000');
    const rendered = '<html><head><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000"><meta name="theme-color" media="(prefers-color-scheme: light)" content="#0af"></head></html>';
    const p = profile({ html: { rendered } });
    expect(p.theme_color).toBe('#00aaff');
    expect(evidenceFor(p, 'theme_color')?.source).toBe('meta.theme-color[media="(prefers-color-scheme: light)"]');
    expect(profile({ head: { manifest: { json: { theme_color: 'hsl(210, 100%, 50%)' } } } }).theme_color).toBe('#0080ff');
    const bad = profile({ head: { meta: [meta('theme-color', 'brandblue')] } });
    expect(bad.theme_color).toBeNull();
    expect(bad.findings?.[0]?.message).toContain('not a CSS color');
  });

  it('reads the language from html lang, Content-Language, then og:locale', () => {
    expect(profile({ head: { lang: 'EN-us' } }).language).toBe('en-US');
    expect(profile({ html: { rendered: '<html><head><meta http-equiv="Content-Language" content="de-DE, en"></head></html>' } }).language).toBe('de-DE');
    expect(profile({ head: { meta: [og('og:locale', 'fr_FR')] } }).language).toBe('fr-FR');
    expect(profile({}).language).toBeNull();
    expect(canonicalLanguage('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguage('es-419')).toBe('es-419');
    expect(canonicalLanguage('english please')).toBeNull();
  });

  it('picks the best favicon: SVG, then largest PNG, then apple-touch-icon, then /favicon.ico', () => {
    const links = [
      { rel: 'apple-touch-icon', href: '/apple.png', sizes: '180x180' },
      { rel: 'icon', href: '/16.png', type: 'image/png', sizes: '16x16' },
      { rel: 'icon', href: '/32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'shortcut icon', href: '/favicon.ico' },
      { rel: 'icon', href: '/icon-dark.svg', type: 'image/svg+xml', media: '(prefers-color-scheme: dark)' },
      { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
    ];
    const url = 'https://acme.com/en/page';
    expect(profile({ final_url: url, head: { links } }).favicon).toBe('https://acme.com/icon.svg');
    expect(profile({ final_url: url, head: { links: links.slice(0, 4) } }).favicon).toBe('https://acme.com/32.png');
    expect(profile({ final_url: url, head: { links: links.slice(0, 1) } }).favicon).toBe('https://acme.com/apple.png');
    const manifest = profile({ final_url: url, head: { manifest: { url: 'https://cdn.acme.com/app/manifest.json', json: { icons: [{ src: 'i192.png', sizes: '192x192' }, { src: 'i512.png', sizes: '512x512' }] } } } });
    expect(manifest.favicon).toBe('https://cdn.acme.com/app/i512.png');
    const fallback = profile({ final_url: url });
    expect(fallback.favicon).toBe('https://acme.com/favicon.ico');
    expect(evidenceFor(fallback, 'favicon')?.source).toBe('convention./favicon.ico');
    const missing = profile({ final_url: url, network: { resources: [{ url: 'https://acme.com/favicon.ico', status: 404 }] } });
    expect(missing.favicon).toBeNull();
    expect(missing.findings?.[0]?.message).toContain('favicon.ico');
  });

  it('leaves the identity paragraph absent and is deterministic through the runner', async () => {
    const capture = buildCapture({ final_url: 'https://acme.com/', head: { title: 'Acme', lang: 'en' } });
    const p = analyzeProfile(capture, new AnalysisContext(capture));
    expect(p).not.toHaveProperty('identity_paragraph');
    const first = JSON.stringify(await analyzeCapture(capture));
    expect(JSON.stringify(await analyzeCapture(capture))).toBe(first);
  });

  it('fails only the profile section when the capture has no final_url', async () => {
    const capture = { ...buildCapture({}), final_url: '' };
    const result = await analyzeCapture(capture, { sections: ['profile'] });
    expect(result.section_errors).toEqual([{ section: 'profile', error: 'the capture has no final_url (required by the profile section)' }]);
    expect(result.design_system.profile).toBeUndefined();
  });
});
