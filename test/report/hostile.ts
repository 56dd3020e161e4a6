/** A design system whose page strings attack the report: markup, attribute breakouts, CSS that fetches. */
export const ATTACK = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
export const CSS_ATTACK = 'red;background:url(http://127.0.0.1:9/steal)';

export function hostileDesignSystem(): Record<string, unknown> {
  return {
    profile: { brand_name: `Evil ${ATTACK}`, title: `</title><script>alert(3)</script>`, identity_paragraph: `Identity ${ATTACK}`, url: 'javascript:alert(4)' },
    colors: {
      roles: {
        primary: { value: CSS_ATTACK, confidence: 0.9, evidence: [{ source: `buttons ${ATTACK}`, color: CSS_ATTACK, variable: `--x${ATTACK}` }] },
        text: { value: '#111111', confidence: 0.9, evidence: [{ source: 'text', note: ATTACK }] },
      },
      palette: [{ value: '#e4572e', usage: { elements: 1, area_ratio: 0.5 }, roles: [ATTACK], css_variables: [ATTACK] }, { value: 'url(http://127.0.0.1:9/p.png)', usage: { area_ratio: 0.5 } }],
      contrast_pairs: [{ text: '#111111', background: '#ffffff', ratio: 18, size: 'normal', aa: true, aaa: true, count: 1 }],
    },
    typography: {
      families: [{ family: `Evil"; src: url(http://127.0.0.1:9/f.woff2); x:"`, name: ATTACK, category: 'serif', weights: [400], faces: [] }],
      headings: { h1: { family: `x", url(http://127.0.0.1:9/h)`, size_px: 40, weight: 700, line_height: { ratio: 1.1 }, count: 1 } },
      body: { family: 'Inter', size_px: 16, weight: 400, line_height: { ratio: 1.5 } },
    },
    elevation: { shadows: { scale: [{ name: ATTACK, value: '0 0 1px red, 0 0 0 url(http://127.0.0.1:9/s)', count: 1 }, { name: 'ok', value: '0px 1px 2px 0px rgb(0 0 0 / 0.2)', count: 2 }] } },
    actions: {
      buttons: [{
        variant: ATTACK, background: '#e4572e', color: '#ffffff', border_radius_px: 8, padding: { top: 8, right: 16, bottom: 8, left: 16 },
        font: { family: ATTACK, size_px: 15, weight: 600 }, gradient: 'linear-gradient(url(http://127.0.0.1:9/g), red)',
        states: { hover: { effects: [{ property: 'background-color', to: CSS_ATTACK }, { property: 'transform', to: 'translateY(1px) url(http://127.0.0.1:9/t)' }], summary: [ATTACK] } },
        count: 1, examples: [{ text: ATTACK }], evidence: { backdrop: CSS_ATTACK },
      }],
      inputs: [],
    },
    sections: { items: [{ kind: 'hero', box: { height: 500 }, background: { color: '#ffffff' }, heading: { text: ATTACK, level: 1 } }] },
  };
}
