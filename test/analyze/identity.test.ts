import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { composeIdentity, describeColor } from '../../src/analyze/identity.js';
import { analyzeCapture } from '../../src/analyze/run.js';

const capture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/captures/${name}.json`, import.meta.url), 'utf8'));

describe('identity paragraph', () => {
  it('names colors in plain words', () => {
    expect(describeColor('#ffffff')).toBe('white');
    expect(describeColor('#fbf8f3')).toBe('warm off-white');
    expect(describeColor('#0b0d17')).toBe('near-black');
    expect(describeColor('#e4572e')).toBe('vivid red');
    expect(describeColor('#2563eb')).toBe('vivid blue');
    expect(describeColor('#7a4b2a')).toBe('brown');
    expect(describeColor('not a color')).toBe('not a color');
  });

  it('states only what the sections measured', () => {
    const identity = composeIdentity({
      profile: { brand_name: 'Acme' },
      colors: { roles: { primary: { value: '#2563eb' }, background: { value: '#ffffff' }, text: { value: '#111827' } }, modes: { rendered: 'light' }, palette: [] },
    })!;
    expect(identity.paragraph).toBe('Acme has a light, cool identity built on a white canvas (#ffffff) with near-black text (#111827); a vivid blue primary (#2563eb) marks actions and links.');
    expect(identity.facets).toEqual({ theme: 'light', temperature: 'cool', mood: [] });
    expect(composeIdentity({ profile: { brand_name: 'Empty' } })).toBeNull();
  });

  it('is written into the profile of a full analysis, deterministically', async () => {
    const first = await analyzeCapture(capture('studio'));
    const profile = first.design_system.profile as { identity_paragraph: string; identity: { theme: string; mood: string[] } };
    expect(profile.identity_paragraph).toContain('Fieldnote has a light, warm identity');
    expect(profile.identity_paragraph).toContain('#e4572e');
    expect(profile.identity_paragraph).toContain('Playfair Display');
    expect(profile.identity_paragraph).toContain('Inter');
    expect(profile.identity.mood).toContain('editorial');
    const again = await analyzeCapture(capture('studio'));
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it('describes a dark brand as dark', async () => {
    const result = await analyzeCapture(capture('nightfall'));
    const profile = result.design_system.profile as { identity_paragraph: string; identity: { theme: string } };
    expect(profile.identity.theme).toBe('dark');
    expect(profile.identity_paragraph).toMatch(/^Nightfall has a dark, cool identity built on a near-black canvas \(#0b0d17\)/);
    expect(profile.identity_paragraph).toContain('JetBrains Mono');
  });

  it('re-checkpoints the profile once the paragraph exists', async () => {
    const calls: string[] = [];
    await analyzeCapture(capture('studio'), { onSection: (section, outcome) => void calls.push(`${section}:${outcome.ok && 'identity_paragraph' in (outcome.value as object)}`) });
    expect(calls[0]).toBe('profile:false');
    expect(calls.at(-1)).toBe('profile:true');
  });
});
