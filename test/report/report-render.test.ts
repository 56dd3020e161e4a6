/** The report renderers as pure functions: escaping, safe CSS, partial input (issue 12 §1). */
import { describe, expect, it } from 'vitest';
import { parse } from 'parse5';
import { renderJudgeReport, renderReport } from '../../src/index.js';
import { cssFontName, cssShadow, cssTransform, cssGradient } from '../../src/report/css-safe.js';
import { outlineDeclarations, stateDeclarations } from '../../src/report/state-styles.js';
import { fixtureDesignSystem, fixtureFonts } from './fixture-artifacts.js';
import { ATTACK, hostileDesignSystem } from './hostile.js';

describe('report renderers', () => {
  it('escape every page string and let no page value fetch anything', () => {
    const out = renderReport(hostileDesignSystem(), { sourceUrl: `https://evil.test/${ATTACK}` });
    // Read the document as a browser would (parse5), and look at what it would run or fetch.
    const elements: { tag: string; attrs: { name: string; value: string }[] }[] = [];
    const styles: string[] = [];
    const walk = (node: any): void => {
      if (node.tagName) {
        elements.push({ tag: node.tagName, attrs: node.attrs });
        if (node.tagName === 'style') styles.push(node.childNodes.map((c: any) => c.value).join(''));
      }
      for (const child of node.childNodes ?? []) walk(child);
    };
    walk(parse(out));
    expect(elements.filter((e) => e.tag === 'script' || e.tag === 'img' && e.attrs.some((a) => a.value === 'x'))).toEqual([]);
    expect(elements.flatMap((e) => e.attrs.filter((a) => a.name.startsWith('on')))).toEqual([]);
    expect(elements.flatMap((e) => e.attrs.filter((a) => (a.name === 'src' || a.name === 'href') && !/^(data:|#)/.test(a.value)))).toEqual([]);
    const css = [...styles, ...elements.flatMap((e) => e.attrs.filter((a) => a.name === 'style').map((a) => a.value))];
    expect(css.filter((text) => /url\((?!data:)|image-set|@import|expression/i.test(text))).toEqual([]);
    expect(elements.find((e) => e.tag === 'meta' && e.attrs.some((a) => a.value === 'Content-Security-Policy'))?.attrs.find((a) => a.name === 'content')?.value).toContain("default-src 'none'");
    // The hostile text is shown as text.
    expect(out.includes('Evil &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(true);
  });

  it('reduce free-form CSS to safe values', () => {
    expect(cssShadow('0 0 1px red, 0 0 url(http://x/s)')).toBeNull();
    expect(cssShadow('#a93a1a4d 0 1px 2px 0')).toBe('#a93a1a4d 0 1px 2px 0');
    expect(cssShadow('0px 1px 2px 0px rgb(31 29 26 / 0.06)')).toBe('0px 1px 2px 0px rgb(31 29 26 / 0.06)');
    expect(cssTransform('translateY(1px)')).toBe('translateY(1px)');
    expect(cssTransform('translateY(1px);color:red')).toBeNull();
    expect(cssGradient('linear-gradient(90deg, rgb(1 2 3) 0%, rgb(4 5 6) 100%)')).toContain('linear-gradient');
    expect(cssGradient('image-set("x.png" 1x)')).toBeNull();
    expect(cssFontName('Evil"; src: url(http://x)')).toBe('"Evil src urlhttpx"');
  });

  it('turn state effects into declarations, the outline form included', () => {
    expect(outlineDeclarations('3px solid #e4572e73 offset 2px')).toEqual({ outline: '3px solid rgb(228 87 46 / 0.45)', 'outline-offset': '2px' });
    expect(stateDeclarations({ effects: [{ property: 'background-color', to: '#c8441f' }, { property: 'transform', to: 'translateY(1px)' }, { property: 'cursor', to: 'pointer' }] }))
      .toEqual({ 'background-color': '#c8441f', transform: 'translateY(1px)' });
  });

  it('render partial and empty design systems without making anything up', () => {
    const empty = renderReport({}, { exports: false });
    expect(empty).toContain('Untitled brand');
    expect(empty).not.toContain('id="colors"');
    const onlyProfile = renderReport({ profile: { brand_name: 'Solo' } }, { exports: false });
    expect(onlyProfile).toContain('Solo');
    expect(onlyProfile).not.toContain('data-report="typography"');
  });

  it('embeds the captured fonts under private aliases and sets the specimen in them', () => {
    const ds = fixtureDesignSystem('studio');
    const out = renderReport(ds, { fonts: fixtureFonts(ds), exports: false });
    expect(out).toMatch(/@font-face\{font-family:"bd-font-1";src:url\(data:font\/woff2;base64,/);
    expect(out).toContain('font-family:&quot;bd-font-2&quot;, &quot;Playfair Display&quot;, serif');
  });

  it('render a verdict, tolerating fields the verifier adds', () => {
    const out = renderJudgeReport({
      job_id: 'job_1', status: 'completed', reference_url: 'https://a.test/', source_url: 'https://b.test/', score: 0.62,
      components: { colors: { score: 0.4, summary: `Primary differs ${ATTACK}` }, typography: null },
      recommendations: [`Change ${ATTACK}`], fixes: [{ action: 'snap_to_token', property: 'color', from: '#ff0000', to_value: '#e4572e', token: 'primary', selectors: ['a'], count: 2, delta_e: 9 }],
      caps: [{ rule: 'foreign_primary', limit: 0.7, evidence: 'no brand primary within ΔE00 5', component: 'colors' }], costs: [{ component: 'colors', cost: 0.18 }], something_new: { x: 1 },
    });
    expect(out).toContain('>62<');
    expect(out).toContain('Score capped at 70 (colors) — foreign_primary: no brand primary within ΔE00 5');
    expect(out).toContain('Costing the most points: colors −18');
    expect(out).not.toContain('<script');
  });
});
