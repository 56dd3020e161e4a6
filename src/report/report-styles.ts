/**
 * The report's own frame: a quiet neutral page (warm grays, one sans stack, generous spacing)
 * so the brand's colors and fonts are the only loud things on it. No external resource, no
 * animation or transition (screenshots of the report are deterministic).
 */
export const REPORT_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f4f3f1;color:#1b1b1f;font:15px/1.55 -apple-system,BlinkMacSystemFont,"Segoe UI","Liberation Sans",Arial,sans-serif;-webkit-font-smoothing:antialiased}
*{animation:none!important;transition:none!important;caret-color:transparent}
code{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,"Liberation Mono",monospace}
h1,h2,h3,p{margin:0}
ul,ol{list-style:none;margin:0;padding:0}
.r-page{max-width:1200px;margin:0 auto;padding:40px 48px 80px}
.r-nav{display:flex;gap:24px;align-items:baseline;padding:0 0 28px;border-bottom:1px solid #e3e1dc;margin-bottom:40px;font-size:13px}
.r-nav strong{font-size:13px;letter-spacing:.02em;margin-right:auto}
.r-nav a{color:#5d5b57;text-decoration:none}
.r-nav a:hover{color:#1b1b1f}
.r-muted{color:#75726c}
.r-eyebrow{font-size:12px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:#8a8781;margin-bottom:12px}
.r-overview{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,7fr);gap:48px;align-items:start;margin-bottom:72px}
.r-brand{font-size:52px;line-height:1.05;letter-spacing:-.02em;font-weight:700;overflow-wrap:anywhere}
.r-title{font-size:17px;color:#4a4844;margin-top:12px}
.r-meta{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:13px;color:#8a8781;margin-top:16px}
.r-url{overflow-wrap:anywhere}
.r-identity{font-size:16.5px;line-height:1.65;margin-top:28px;color:#2c2b29;max-width:60ch}
.r-facts{display:flex;flex-wrap:wrap;gap:8px;margin-top:28px}
.r-facts li{display:flex;align-items:center;gap:8px;background:#fff;border:1px solid #e3e1dc;border-radius:999px;padding:5px 12px;font-size:13px}
.r-dot{display:inline-block;width:10px;height:10px;border-radius:50%;box-shadow:inset 0 0 0 1px rgb(0 0 0 / .12);flex:none;margin-right:6px;vertical-align:-1px}
.r-shot{margin:0;border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 1px 2px rgb(0 0 0 / .06),0 18px 48px rgb(0 0 0 / .10)}
.r-chrome{display:flex;align-items:center;gap:6px;height:32px;padding:0 12px;background:#ebe9e5;border-bottom:1px solid #dedbd5}
.r-chrome span{width:10px;height:10px;border-radius:50%;background:#cfccc6}
.r-chrome em{font-style:normal;font-size:11.5px;color:#75726c;margin-left:12px}
.r-shot img{display:block;width:100%;height:auto}
.r-shot-missing{display:grid;place-items:center;min-height:280px;color:#8a8781}
.r-section{margin-top:72px}
.r-section h2{font-size:26px;line-height:1.2;letter-spacing:-.01em;font-weight:650}
.r-section h3{font-size:13px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;margin-bottom:16px}
.r-lede{color:#6b6964;margin:8px 0 24px;max-width:70ch}
.r-roles{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}
.r-role{position:relative;background:#fff;border-radius:14px;box-shadow:0 0 0 1px #e6e4df;outline:none}
.r-role:focus-visible{box-shadow:0 0 0 2px #1b1b1f}
.r-role-swatch{height:104px;border-radius:14px 14px 0 0;display:flex;align-items:flex-end;padding:12px 14px;box-shadow:inset 0 -1px 0 rgb(0 0 0 / .06)}
.r-hex{font:600 13px/1 ui-monospace,SFMono-Regular,Menlo,"Liberation Mono",monospace;letter-spacing:.02em}
.r-role-empty .r-role-swatch{background:repeating-linear-gradient(135deg,#f4f3f1 0 8px,#ecebe8 8px 16px);color:#9a978f;font-size:12px}
.r-role-text{display:flex;flex-direction:column;gap:6px;padding:12px 14px 14px;font-size:12.5px}
.r-role-text strong{font-size:14.5px}
.r-meter{display:block;height:4px;border-radius:4px;background:#ecebe8;overflow:hidden}
.r-meter span{display:block;height:100%;background:#1b1b1f}
.r-evidence{display:none;position:absolute;z-index:5;left:0;right:-40px;top:calc(100% + 8px);background:#1b1b1f;color:#f4f3f1;border-radius:10px;padding:12px 14px;font-size:12px;line-height:1.5;box-shadow:0 12px 32px rgb(0 0 0 / .25)}
.r-evidence p{font-weight:600;margin-bottom:6px}
.r-evidence li{overflow-wrap:anywhere;margin-top:3px}
.r-evidence code{font-size:11px;color:#cfcac1}
.r-evidence .r-muted{color:#aaa69e;font-weight:400;margin:6px 0 0}
.r-role:hover .r-evidence,.r-role:focus-visible .r-evidence{display:block}
.r-palette-bar{display:flex;height:56px;border-radius:12px;overflow:hidden;box-shadow:0 0 0 1px #e3e1dc;margin-bottom:20px}
.r-palette-bar span{flex-basis:0;min-width:4px}
.r-palette{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:10px 20px}
.r-palette li{display:flex;gap:12px;align-items:center}
.r-chip{flex:none;width:56px;height:40px;border-radius:8px;display:grid;place-items:center;font-size:11px;font-weight:600;box-shadow:inset 0 0 0 1px rgb(0 0 0 / .08)}
.r-chip-text{display:flex;flex-direction:column;font-size:12px;min-width:0}
.r-chip-text code{font-size:13px;color:#1b1b1f}
.r-var{font:11px/1.4 ui-monospace,SFMono-Regular,Menlo,"Liberation Mono",monospace;color:#8a8781;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.r-pairs{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:12px}
.r-pair{display:flex;gap:14px;align-items:center;background:#fff;border-radius:12px;padding:10px;box-shadow:0 0 0 1px #e6e4df}
.r-pair-sample{flex:none;width:64px;height:52px;border-radius:8px;display:grid;place-items:center;font-size:20px;font-weight:600;box-shadow:inset 0 0 0 1px rgb(0 0 0 / .08)}
.r-pair-large{font-size:26px}
.r-pair-text{display:flex;flex-direction:column;font-size:12px;min-width:0;flex:1}
.r-pair-text strong{font-size:15px}
.r-badges{display:flex;gap:6px;flex:none}
.r-badge{font-size:11px;font-weight:700;letter-spacing:.04em;padding:3px 8px;border-radius:999px}
.r-pass{background:#e3f3e6;color:#1d6b33}
.r-fail{background:#fbe5e1;color:#a3321f}
.r-modes{display:grid;grid-template-columns:1fr 1fr;gap:20px}
.r-mode{margin:0;border-radius:16px;padding:24px;box-shadow:0 0 0 1px rgb(0 0 0 / .08)}
.r-mode figcaption{font-size:12px;font-weight:600;letter-spacing:.1em;text-transform:uppercase;opacity:.7;margin-bottom:16px}
.r-mode-card{border:1px solid;border-radius:12px;padding:20px}
.r-mode-card p+p{margin-top:10px}
.r-mode-heading{font-size:20px;font-weight:650}
.r-mode-button{display:inline-block;padding:7px 14px;border-radius:8px;font-size:13px;font-weight:600;margin-right:10px}
.r-mode-swatches{display:flex;gap:6px;margin-top:16px}
.r-mode-swatches li{width:28px;height:28px;border-radius:50%;box-shadow:0 0 0 1px rgb(127 127 127 / .35)}
.r-families{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:16px;margin-bottom:24px}
.r-family{display:flex;gap:20px;background:#fff;border-radius:14px;padding:20px;box-shadow:0 0 0 1px #e6e4df}
.r-family-glyphs{font-size:76px;line-height:1;min-width:110px}
.r-family-text{display:flex;flex-direction:column;gap:6px;min-width:0}
.r-family-text h3{font-size:22px;font-weight:500;letter-spacing:0;text-transform:none;margin:0}
.r-family-text .r-muted{font-size:12.5px}
.r-alphabet{font-size:14px;line-height:1.5;color:#3a3935;overflow-wrap:anywhere}
.r-weights{display:flex;flex-wrap:wrap;gap:10px;font-size:15px}
.r-note{font-size:11.5px;color:#8a8781}
.r-type-grid{display:grid;grid-template-columns:minmax(0,1fr) 280px;gap:20px;align-items:start}
.r-specimen{border-radius:16px;padding:8px 32px;box-shadow:0 0 0 1px #e6e4df;background:#fff;overflow:hidden}
.r-specimen-row{display:grid;grid-template-columns:150px minmax(0,1fr);gap:24px;padding:22px 0;border-bottom:1px solid rgb(127 127 127 / .18);align-items:baseline}
.r-specimen-row:last-child{border-bottom:0}
.r-specimen-label{display:flex;flex-direction:column;font-size:12px}
.r-specimen .r-muted{color:inherit;opacity:.6}
.r-specimen-text{overflow-wrap:anywhere;margin:0}
.r-scale{background:#fff;border-radius:16px;padding:20px;box-shadow:0 0 0 1px #e6e4df}
.r-scale h3{margin-bottom:4px}
.r-scale>p{font-size:12.5px;margin-bottom:12px}
.r-scale li{display:grid;grid-template-columns:48px 52px 1fr;gap:4px 8px;align-items:baseline;padding:6px 0;border-top:1px solid #f0efec;font-size:12px}
.r-scale-px{font-weight:600}
.r-scale-sample{grid-column:1/-1;line-height:1.1;overflow:hidden;white-space:nowrap}
.r-scale li>.r-muted:last-child{grid-column:3;grid-row:1}
.r-stage{border-radius:16px;padding:32px;overflow:hidden;display:grid;gap:36px;box-shadow:0 0 0 1px #e6e4df}
.r-stage .r-muted{color:inherit;opacity:.65}
.r-samples{display:flex;flex-wrap:wrap;gap:24px 28px}
.r-samples li{display:flex;flex-direction:column;gap:4px;font-size:12px;width:120px}
.r-samples strong{font-size:13px}
.r-radius-box{width:88px;height:88px;margin-bottom:8px}
.r-border-box{width:120px;height:64px;border-radius:6px;margin-bottom:8px}
.r-shadow-samples li{width:170px}
.r-shadow-box{width:170px;height:96px;border-radius:10px;margin-bottom:14px}
.r-clip{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.r-card-samples li{width:220px}
.r-card-box{display:flex;flex-direction:column;gap:10px;width:220px;height:120px;padding:20px;margin-bottom:10px;overflow:hidden}
.r-card-line{height:10px;border-radius:5px;background:currentColor;opacity:.22}
.r-short{width:60%}
.r-components{display:flex;flex-direction:column;gap:20px}
.r-components+.r-components{margin-top:20px}
.r-component{background:#fff;border-radius:16px;padding:20px;box-shadow:0 0 0 1px #e6e4df}
.r-component-head{display:flex;gap:12px;align-items:baseline;margin-bottom:14px;font-size:12.5px}
.r-component-head strong{font-size:14.5px}
.r-states{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:12px}
.r-state-stage{display:grid;grid-template-columns:minmax(0,1fr);place-items:center;min-height:104px;padding:20px 12px;border-radius:10px;box-shadow:inset 0 0 0 1px rgb(127 127 127 / .16);overflow:hidden}
.r-state-name{font-size:12px;font-weight:600;margin-top:8px}
.r-state-note{font-size:11.5px;color:#75726c;margin-top:2px;overflow-wrap:anywhere}
.r-component-note{font-size:11.5px;color:#75726c;margin-top:12px}
.r-sample-button{display:inline-flex;align-items:center;justify-content:center;line-height:1.2;max-width:100%;text-align:center}
.r-sample-input{display:flex;align-items:center;width:100%;max-width:260px;line-height:1.3}
.r-ellipsis{display:block;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.r-strip{display:grid;grid-template-columns:repeat(auto-fit,minmax(104px,1fr));gap:8px;align-items:end;padding-bottom:4px}
.r-strip li{min-width:0;border-radius:10px;padding:10px 12px;display:flex;flex-direction:column;gap:2px;font-size:11.5px;box-shadow:inset 0 0 0 1px rgb(127 127 127 / .25);overflow:hidden}
.r-strip strong{font-size:13px;text-transform:capitalize}
.r-strip-index{font-weight:600;opacity:.55}
.r-strip-heading{opacity:.8;overflow:hidden;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical}
.r-strip-meta{opacity:.6;margin-top:auto}
.r-exports{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:12px}
.r-exports a{display:flex;flex-direction:column;gap:4px;padding:16px 18px;background:#fff;border-radius:12px;box-shadow:0 0 0 1px #e6e4df;color:inherit;text-decoration:none;font-size:12px;height:100%}
.r-exports a:hover{box-shadow:0 0 0 2px #1b1b1f}
.r-exports strong{font-size:14.5px}
.r-footer{margin-top:80px;padding-top:20px;border-top:1px solid #e3e1dc;font-size:12px;color:#8a8781;display:flex;flex-wrap:wrap;gap:6px 20px}
.r-warning{background:#fff6e5;border:1px solid #f0dbb0;color:#6d4c11;border-radius:10px;padding:10px 14px;font-size:13px;margin-top:16px}
.r-score{display:grid;grid-template-columns:auto 1fr;gap:40px;align-items:center;margin-bottom:56px}
.r-dial{width:200px;height:200px;border-radius:50%;display:grid;place-items:center}
.r-dial-inner{width:160px;height:160px;border-radius:50%;background:#f4f3f1;display:flex;flex-direction:column;align-items:center;justify-content:center}
.r-dial-inner strong{font-size:52px;line-height:1;letter-spacing:-.03em}
.r-bars{display:flex;flex-direction:column;gap:14px}
.r-bar{display:grid;grid-template-columns:120px 1fr 48px;gap:16px;align-items:center;font-size:13px}
.r-bar-track{height:8px;border-radius:8px;background:#e6e4df;overflow:hidden}
.r-bar-track span{display:block;height:100%;border-radius:8px}
.r-bar-summary{grid-column:2/-1;font-size:12.5px;color:#6b6964;margin-top:-8px}
.r-recs{counter-reset:rec;display:flex;flex-direction:column;gap:10px}
.r-recs li{counter-increment:rec;display:grid;grid-template-columns:32px 1fr;gap:12px;background:#fff;border-radius:12px;padding:14px 16px;box-shadow:0 0 0 1px #e6e4df;overflow-wrap:anywhere}
.r-recs li::before{content:counter(rec);font-weight:700;color:#8a8781}
.r-fixes{width:100%;table-layout:fixed;border-collapse:collapse;background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 0 0 1px #e6e4df;font-size:12.5px}
.r-fixes th,.r-fixes td{text-align:left;padding:10px 14px;border-bottom:1px solid #f0efec;vertical-align:top;overflow-wrap:anywhere}
.r-nowrap{white-space:nowrap}
.r-where{font-size:11.5px;color:#4a4844}
.r-fixes th{font-size:11px;letter-spacing:.08em;text-transform:uppercase;color:#8a8781;font-weight:600}
.r-pair-shots{display:grid;grid-template-columns:1fr 1fr;gap:24px}
.r-pair-shots figure{margin:0}
.r-pair-shots figcaption{font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#75726c;margin-bottom:10px}
@media (max-width:900px){.r-overview,.r-type-grid,.r-modes,.r-pair-shots,.r-score{grid-template-columns:1fr}.r-states{grid-template-columns:repeat(2,minmax(0,1fr))}.r-page{padding:24px}}
@media print{body{background:#fff}.r-evidence{display:none!important}}
`;
