/**
 * Renders fixes as CSS that can be injected into the source page (`submissions.create(…, {
 * injectCss })`, or `judge.create({ …, source_css })`) to preview them. Pure.
 */
import type { Fix } from './types.js';

export function fixesToCss(fixes: readonly Fix[]): string {
  const rules: string[] = [];
  for (const fix of fixes) {
    if (fix.action === 'add_color_token') {
      rules.push(`:root { --${fix.name.replace(/^--/, '')}: ${fix.value}; }`);
      continue;
    }
    const property = fix.action === 'snap_radius' && fix.property === 'border-radius' ? 'border-radius' : fix.property;
    for (const selector of fix.selectors) rules.push(`${selector} { ${property}: ${fix.to_value} !important; }`);
  }
  return `${rules.join('\n')}\n`;
}
