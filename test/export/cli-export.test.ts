/**
 * `brand-design export` (runExport) on a real extraction of the studio fixture (real Chromium),
 * read back from the data dir the way the command does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { runExport } from '../../src/cli/export.js';
import { BrandDesignError, openBrandDesign } from '../../src/index.js';
import { EXPORT_FORMATS, exportDesignSystem } from '../../src/export/index.js';
import { thrown } from '../helpers/runtime.js';

describe('brand-design export', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-export-'));
  const outDir = join(dataDir, 'out');
  let id: string;
  let designSystem: Record<string, unknown>;

  beforeAll(async () => {
    const runtime = await openBrandDesign({ dataDir });
    try {
      const client = runtime.client();
      id = (await client.submissions.create({ url: 'https://studio.brand-design.test/' })).submission_id;
      const final = await client.submissions.wait(id, { intervalMs: 50 });
      expect(final.status).toBe('completed');
      designSystem = (await client.submissions.result(id)).result.design_system as Record<string, unknown>;
    } finally {
      await runtime.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(EXPORT_FORMATS)('writes --format %s to --out, exactly what exportDesignSystem gives for the stored result', async (format) => {
    const out = join(outDir, 'nested', `tokens.${format}`);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runExport([id, '--format', format, '--out', out, '--data-dir', dataDir])).toBe(0);
      expect(String(stderr.mock.calls.at(-1)?.[0])).toMatch(new RegExp(`^wrote .*tokens\\.${format} \\(${format}, \\d+ bytes\\)\\n$`));
    } finally {
      stderr.mockRestore();
    }
    expect(readFileSync(out, 'utf8')).toBe(exportDesignSystem(designSystem, format));
  });

  it('exports the extracted typography (the section every extraction has)', () => {
    const tokens = JSON.parse(readFileSync(join(outDir, 'nested', 'tokens.dtcg'), 'utf8'));
    expect(tokens['font']['body']['$value'][0]).toBe('Inter');
    expect(tokens['font']['heading']['$value'][0]).toBe('Playfair Display');
    expect(tokens['typography']['h1']['$value']).toMatchObject({ fontSize: { value: 64, unit: 'px' }, fontWeight: 600 });
    expect(readFileSync(join(outDir, 'nested', 'tokens.css'), 'utf8')).toContain('--font-heading: "Playfair Display", Georgia, "Times New Roman", serif;');
    expect(readFileSync(join(outDir, 'nested', 'tokens.design-md'), 'utf8')).toMatch(/^# Fieldnote — design system\n/);
    const legacy = JSON.parse(readFileSync(join(outDir, 'nested', 'tokens.dtcg-legacy'), 'utf8'));
    expect(legacy['typography']['h1']['$value']).toMatchObject({ fontSize: '64px', fontWeight: 600 });
    const figma = JSON.parse(readFileSync(join(outDir, 'nested', 'tokens.figma'), 'utf8'));
    expect(figma.variables).toContainEqual(expect.objectContaining({ name: 'font/heading', resolvedType: 'STRING' }));
  });

  it('prints to standard output without --out', async () => {
    const chunks: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      chunks.push(String(chunk));
      return true;
    });
    try {
      expect(await runExport([id, '-f', 'tailwind', '--data-dir', dataDir])).toBe(0);
    } finally {
      stdout.mockRestore();
    }
    expect(chunks.join('')).toBe(exportDesignSystem(designSystem, 'tailwind'));
    expect(chunks.join('')).toContain('@theme {');
  });

  it('rejects bad usage', async () => {
    expect(await thrown(() => runExport([id, '--data-dir', dataDir]))).toBeInstanceOf(UsageError);
    expect(await thrown(() => runExport([id, '--format', 'scss', '--data-dir', dataDir]))).toMatchObject({ message: expect.stringContaining('dtcg, dtcg-legacy, figma, css, tailwind, design-md') });
    expect(await thrown(() => runExport(['--format', 'css', '--data-dir', dataDir]))).toBeInstanceOf(UsageError);
    expect(await thrown(() => runExport([id, id, '--format', 'css', '--data-dir', dataDir]))).toBeInstanceOf(UsageError);
  });

  it('reports an unknown submission as NOT_FOUND', async () => {
    const error = await thrown(() => runExport(['sub_missing', '--format', 'css', '--data-dir', dataDir]));
    expect(error).toBeInstanceOf(BrandDesignError);
    expect(error.code).toBe('NOT_FOUND');
  });
});
