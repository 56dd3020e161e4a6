import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDataDir } from '../helpers/runtime.js';

const BIN = join(fileURLToPath(new URL('../..', import.meta.url)), 'dist', 'cli', 'main.js');
const cli = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });

describe('brand-design judge and enhance (built dist/)', () => {
  const dataDir = tempDataDir();

  it('judges a page against a reference and prints the score, recommendations and fixes', () => {
    const run = cli(['judge', 'https://studio.brand-design.test/', 'https://nightfall.brand-design.test/', '--data-dir', dataDir]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Brand adherence of https:\/\/nightfall\.brand-design\.test\/ to https:\/\/studio\.brand-design\.test\/: 0\.\d\d/);
    expect(run.stdout).toMatch(/colors\s+0\.\d\d/);
    expect(run.stdout).toMatch(/recommendations:\n  1\. .+\(predicted gain \+0\.\d{3}\)/);
    const json = JSON.parse(cli(['judge', 'https://studio.brand-design.test/', 'https://nightfall.brand-design.test/', '--data-dir', dataDir, '--json']).stdout);
    expect(json).toMatchObject({ status: 'completed', cache_hit: { final_report: true } });
    expect(json.score).toBeLessThanOrEqual(0.6);
    expect(cli(['judge', 'https://studio.brand-design.test/']).status).toBe(2);
    const failed = cli(['judge', 'https://studio.brand-design.test/', 'https://studio.brand-design.test/_status/500', '--data-dir', dataDir]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/500/);
  });

  it('judges against a site reference: --reference-url adds the reference site\'s other pages', () => {
    const run = cli(['judge', 'https://studio.brand-design.test/', 'https://studio.brand-design.test/about.html', '--reference-url', 'https://studio.brand-design.test/pricing.html', '--data-dir', dataDir, '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ status: 'completed', reference_urls: ['https://studio.brand-design.test/pricing.html'] });
    const text = cli(['judge', 'https://studio.brand-design.test/', 'https://studio.brand-design.test/about.html', '--reference-url', 'https://studio.brand-design.test/pricing.html', '--data-dir', dataDir]);
    expect(text.stdout).toMatch(/^Brand adherence of https:\/\/studio\.brand-design\.test\/about\.html to https:\/\/studio\.brand-design\.test\/ \(site reference: \+ 1 page\): (0\.\d\d|1\.00)/);
    const bad = cli(['judge', 'https://studio.brand-design.test/', 'https://studio.brand-design.test/about.html', '--reference-url', 'ftp://x', '--data-dir', dataDir]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/reference_urls/);
  });

  it('enhances a prompt with the brand of an extracted page', () => {
    const list = JSON.parse(cli(['list', '--json', '--q', 'studio', '--data-dir', dataDir]).stdout);
    const id = list.submissions.find((s: { source_url: string }) => s.source_url === 'https://studio.brand-design.test/').submission_id;
    const run = cli(['enhance', id, 'A hero for our new notebook feature', '--json', '--data-dir', dataDir]);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({ brand_name: 'Fieldnote', model_used: 'brand-design/local-composer@1' });
    expect(out.enhanced_prompt).toContain('#e4572e');
    expect(cli(['enhance', 'sub_missing', 'hi', '--data-dir', dataDir]).status).toBe(1);
  });
});
