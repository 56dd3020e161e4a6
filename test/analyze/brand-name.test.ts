/** Issue 8 item 13: punctuation, generic words and bare hosts are not brand names. */
import { describe, expect, it } from 'vitest';
import { AnalysisContext } from '../../src/analyze/context.js';
import { analyzeProfile, type ProfileSection } from '../../src/analyze/sections/profile.js';
import { buildCapture, type CaptureInput } from '../helpers/capture-builder.js';

function profile(input: CaptureInput): ProfileSection {
  const capture = buildCapture(input);
  return analyzeProfile(capture, new AnalysisContext(capture));
}
const source = (p: ProfileSection) => p.evidence.find((e) => e.field === 'brand_name')?.source;
const page = (title: string, body: string) => `<html><head><title>${title}</title></head><body>${body}</body></html>`;

describe('brand names that are not names', () => {
  it.each(['...', '…', '|', '—', '* * *', '#'])('rejects the punctuation-only title %j and falls back to the host', (title) => {
    const p = profile({ final_url: 'https://www.acme-rockets.com/', head: { title } });
    expect(p.brand_name).toBe('Acme Rockets');
    expect(source(p)).toBe('url.host');
  });

  it.each(['Logo', 'logo', 'Brand', 'Menu', 'Home', 'Untitled', 'Website', 'Toggle navigation'])('rejects the generic header logo label %j for the title', (label) => {
    const p = profile({ final_url: 'https://example.org/', head: { title: 'Initech' }, html: { rendered: page('Initech', `<header><a href="/" class="logo">${label}</a></header>`) } });
    expect(p.brand_name).toBe('Initech');
    expect(source(p)).toBe('title');
  });

  it('skips a generic alt text and reads the next label of the logo', () => {
    const p = profile({ final_url: 'https://example.org/', html: { rendered: page('x', '<header><a href="/" class="logo" aria-label="Logo"><img src="/l.svg" alt="Cyberdyne"></a></header>') } });
    expect(p.brand_name).toBe('Cyberdyne');
  });

  it.each(['Brand', 'Website', 'Logo'])('rejects the generic og:site_name %j', (name) => {
    expect(profile({ final_url: 'https://globex.io/', head: { title: 'Globex', meta: [{ property: 'og:site_name', content: name }] } }).brand_name).toBe('Globex');
  });

  it.each(['127.0.0.1:8811', 'localhost:3000', 'http://127.0.0.1:8811/', 'dev.internal:8080', '[::1]:8811'])('rejects the bare host %j as a title when a better source exists', (title) => {
    const p = profile({
      final_url: 'http://127.0.0.1:8811/',
      head: { title },
      html: { rendered: page(title, '<main><h1>Hi</h1></main><footer><nav><a href="/p">Privacy</a><a href="/t">Terms</a></nav><p>© 2024–2025 Vandelay Industries, Inc. All rights reserved.</p></footer>') },
    });
    expect(p.brand_name).toBe('Vandelay Industries');
    expect(source(p)).toBe('footer.copyright');
  });

  it('rejects a bare host in og:site_name for the title', () => {
    const p = profile({ final_url: 'http://127.0.0.1:8811/', head: { title: 'Soylent', meta: [{ property: 'og:site_name', content: '127.0.0.1:8811' }] } });
    expect(p.brand_name).toBe('Soylent');
  });

  it('still keeps names that merely contain a dot or a colon', () => {
    expect(profile({ final_url: 'https://www.booking.com/', head: { meta: [{ property: 'og:site_name', content: 'Booking.com' }] } }).brand_name).toBe('Booking.com');
    expect(profile({ final_url: 'https://example.org/', head: { title: 'Area 51: Field Notes' } }).brand_name).toBe('Area 51');
  });

  // Issue 11 §1: corpus cards were named "127.0.0.1:43857" after the build's loopback server.
  it('never names a page after a loopback host:port, even when nothing better exists', () => {
    const p = profile({ final_url: 'http://127.0.0.1:8811/', head: { title: '...' } });
    expect(p.brand_name).toBe('Untitled site');
    expect(p.brand_name).not.toMatch(/127\.0\.0\.1|localhost|:\d+/);
    expect(p.confidence.brand_name).toBe(0);
  });

  it.each([
    ['Park City Multi-purpose Free Bootstrap Responsive Template', 'Park City'],
    ['Vibe Free HTML5 Template for corporate website', 'Vibe'],
    ['Touch Hospital Medical Free HTML5 Bootstrap Template', 'Touch Hospital Medical'],
  ])('reads the leading name of the long template title %j served from loopback', (title, name) => {
    const p = profile({ final_url: 'http://127.0.0.1:43857/lz-park-city/index.html', head: { title }, html: { rendered: page(title, '<header><img src="images/logo.png" alt="logo"></header><h1>Find your home</h1>') } });
    expect(p.brand_name).toBe(name);
    expect(source(p)).toBe('title.lead');
  });

  it('reads a long template title led by an article only when nothing else names the page', () => {
    const bare = profile({ final_url: 'http://127.0.0.1:43857/t/index.html', head: { title: 'The Cupcake Bootstrap Template' }, html: { rendered: page('The Cupcake Bootstrap Template', '<header><img src="logo.png" alt="logo"></header>') } });
    expect(bare.brand_name).toBe('The Cupcake');
    expect(source(bare)).toBe('title.lead');
    const couple = profile({ final_url: 'http://127.0.0.1:43857/t/index.html', head: { title: 'The Best Wedding Free Bootstrap Template' }, html: { rendered: page('The Best Wedding Free Bootstrap Template', '<h1>Sarah &amp; Samson</h1><p>are getting married</p>') } });
    expect(couple.brand_name).toBe('Sarah & Samson');
  });

  it('does not take a lone leading article for the name of a long template title', () => {
    const p = profile({ final_url: 'http://127.0.0.1:43857/t/index.html', head: { title: 'The Bootstrap Template' }, html: { rendered: page('The Bootstrap Template', '<h1>Fresh every morning</h1>') } });
    expect(p.brand_name).toBe('Fresh every morning');
  });

  it('does not take a bare year for a copyright holder, nor the copyright sign for part of a title', () => {
    const year = profile({ final_url: 'http://127.0.0.1:8811/', html: { rendered: '<html><body><h1>Hope in Action</h1><footer><p>hope in action &copy; 2012 | <a href="#">Privacy Policy</a></p></footer></body></html>' } });
    expect(year.brand_name).toBe('Hope in Action');
    expect(profile({ final_url: 'http://127.0.0.1:8811/', head: { title: '© Khadalicioso Hotel' } }).brand_name).toBe('Khadalicioso Hotel');
  });

  it('names a loopback page with no title after its first heading rather than its address', () => {
    const p = profile({ final_url: 'http://127.0.0.1:8811/', html: { rendered: '<html><body><h1>Northwind Traders</h1></body></html>' } });
    expect(p.brand_name).toBe('Northwind Traders');
  });
});

// Issue 11 §1: corpus cards were named after their template's description or publisher ("Start
// Bootstrap Theme" ×18, "webthemez" ×47, "Bootstrap Agency Template" ×9, "Above Site All right
// reserved"), and BootstrapMade logos kept their decorative period ("Impact.").
describe('brand names that are a template credit or description', () => {
  const loopback = 'http://127.0.0.1:43857/t/index.html';
  it.each([
    ['Clean Blog - Start Bootstrap Theme', 'Clean Blog'],
    ['Spectral by HTML5 UP', 'Spectral'],
    ['Car Care auto-mobile html5 bootstrap web template | webthemez', 'Car Care'],
    ['Bell Bootstrap Template', 'Bell'],
    ['Atlanta - Bootstrap Agency Template', 'Atlanta'],
    ['Aroma-Beauty-and-Spa-Responsive-Bootstrap-Template', 'Aroma Beauty'],
    ['WishFund- Nonprofit Charity Funderising Theme', 'WishFund'],
  ])('reads %j as %j', (title, name) => {
    expect(profile({ final_url: loopback, head: { title }, html: { rendered: page(title, '<h1>Welcome aboard</h1>') } }).brand_name).toBe(name);
  });

  it("does not take a sibling page's own name for the brand once the template credit is gone", () => {
    const p = profile({ final_url: loopback, head: { title: 'About - Start Bootstrap Theme' }, html: { rendered: page('About - Start Bootstrap Theme', '<footer><p>Copyright &copy; Northwind 2023</p></footer>') } });
    expect(p.brand_name).toBe('Northwind');
  });

  it('never takes a credit, a description or a publisher for the name', () => {
    for (const title of ['Coded by Creative Tim', 'Landing Page', 'Free Website Template', 'webthemez', 'Start Bootstrap Template']) {
      expect(profile({ final_url: loopback, head: { title }, html: { rendered: page(title, '<h1>Paper Kit</h1>') } }).brand_name).toBe('Paper Kit');
    }
  });

  it("drops a logo's decorative period but keeps a legal suffix's", () => {
    const logo = profile({ final_url: loopback, html: { rendered: '<html><body><header><a href="index.html" class="logo"><h1>Impact<span>.</span></h1></a></header></body></html>' } });
    expect(logo.brand_name).toBe('Impact');
    expect(profile({ final_url: 'https://acme.example/', head: { meta: [{ property: 'og:site_name', content: 'Acme Inc.' }] } }).brand_name).toBe('Acme Inc.');
  });

  it('reads the copyright holder before "All right reserved" and a year, and no holder in a template credit', () => {
    const footer = (notice: string) => profile({ final_url: loopback, html: { rendered: `<html><body><h1>Beauty Salon</h1><footer><p>${notice}</p></footer></body></html>` } }).brand_name;
    expect(footer('&copy; Above Site All right reserved.')).toBe('Above Site');
    expect(footer('<span>&copy; Car Care 2015 All right reserved. By </span><a href="http://webthemez.com">WebThemez</a>')).toBe('Car Care');
    expect(footer('&copy; Copyright <strong><span>Arkline</span></strong>. All Rights Reserved')).toBe('Arkline');
    expect(footer('Copyright (c) &copy; 2021 Northwind. All rights reserved.')).toBe('Northwind');
    expect(footer('Copyright &copy; reserved,    Template by <a href="http://webthemez.com">WebThemez.com</a>.')).toBe('Beauty Salon');
  });

  it("keeps a publisher's name on its own site", () => {
    expect(profile({ final_url: 'https://startbootstrap.com/', head: { title: 'Free Bootstrap Themes & Templates - Start Bootstrap' } }).brand_name).toBe('Start Bootstrap');
  });
});

// Issue 11 §1, round 7: corpus cards named "Twitter" (a social icon), "_photo_two" (the colored half
// of a logo), "My" ("My Home" cut at "Home"), "HTML Template Demo", "Open source Project" (a
// template credit), and 13 "Untitled site" whose title names the template by descriptive words.
describe('brand names from icons, logo fragments and descriptive template titles', () => {
  const loopback = 'http://127.0.0.1:43857/t/index.html';
  const named = (title: string | undefined, body: string) => profile({ final_url: loopback, head: title === undefined ? {} : { title }, html: { rendered: page(title ?? '', body) } }).brand_name;

  it("does not read Font Awesome's `brands` icon class as a logo", () => {
    expect(named('Aerial', '<header id="header"><h1>Adam Jensen</h1><nav><ul><li><a href="#" class="icon brands fa-twitter"><span class="label">Twitter</span></a></li></ul></nav></header>')).toBe('Aerial');
  });

  it('does not take the colored half of a logo for the name', () => {
    const logo = '<header><div id="logo"><div id="logo_text"><h1><a href="index.html">CSS3<span class="logo_colour">_photo_two</span></a></h1><h2>Simple. Contemporary. Website Template.</h2></div></div></header>';
    expect(named('CSS3_photo_two', logo)).toBe('CSS3_photo_two');
  });

  it('keeps "Home" in a logo that is a name with it', () => {
    expect(named('Free Bootstrap Template Real estate website | WebThemez', '<header><a href="#" class="navbar-brand logo"><b><i class="fa fa-home"> My Home</i></b></a></header>')).toBe('My Home');
  });

  it.each([
    ['Me - HTML Template Demo', 'Me'],
    ['Play | Open source Project by UIdeck', 'Play'],
  ])('reads %j as %j: a demo or credited description is not the name', (title, name) => {
    expect(named(title, '<h1>Welcome aboard, friends of the open web</h1>')).toBe(name);
  });

  it.each([
    ['Modern Business - Start Bootstrap Template', 'Modern Business'],
    ['Personal free bootstrap Template', 'Personal'],
    ['Mobile App free one page responsive HTML5 landing page', 'Mobile App'],
  ])('names a template by the descriptive words of %j when nothing else names it', (title, name) => {
    expect(named(title, '<h1>A Bootstrap 5 template for modern businesses and more</h1><footer><p>Copyright &copy; Your Website 2023</p></footer>')).toBe(name);
  });

  it('takes a generic word for the name when the logo and the title both give it', () => {
    expect(named('About - Company Bootstrap Template', '<header><h1 class="logo"><a href="index.html"><span>Com</span>pany</a></h1></header>')).toBe('Company');
    expect(named('About - Bootstrap Template', '<header><h1 class="logo"><a href="index.html">Company</a></h1></header>')).toBe('Untitled site');
  });

  it('reads a copyright holder written before the sign when nothing else names the page', () => {
    expect(named(undefined, '<header><h1><a href="#" class="logo"></a></h1></header><footer><p class="p1">Aroman &copy; 2012 <a href="#">&bull; Privacy Policy &bull;</a></p></footer>')).toBe('Aroman');
  });

  it('counts the words of a file-name title', () => {
    expect(named('Free-Portfolio-HTML5-Responsive-Website-Sam', '<section><h1>Sam Doe</h1></section>')).toBe('Sam Doe');
  });
});
