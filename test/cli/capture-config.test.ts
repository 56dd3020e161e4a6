/**
 * Capture options on the command line (issue 12 §4): brand-design.config.json found upward from
 * the working directory, flags over the file, unknown keys refused; through the built CLI against
 * a loopback page behind basic auth with `prefers-color-scheme: dark` styles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveCaptureSettings, runtimeCaptureOptions } from '../../src/cli/capture-flags.js';
import { settingsFromConfig } from '../../src/cli/config-file.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

/** Asynchronous: the page's server lives in this process and must keep answering. */
function cli(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 120_000, env: { ...process.env, BRAND_DESIGN_BASIC_AUTH: undefined } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

describe('capture settings (pure)', () => {
  it('refuses unknown keys and wrong types, naming the file and key', () => {
    expect(() => settingsFromConfig({ colourScheme: 'dark' }, 'x/brand-design.config.json')).toThrow(/x\/brand-design\.config\.json: unknown key "colourScheme"/);
    expect(() => settingsFromConfig({ viewport: '12x' }, 'f')).toThrow(/f: viewport expects WIDTHxHEIGHT/);
    expect(() => settingsFromConfig({ pageBudget: -1 }, 'f')).toThrow(/pageBudget expects seconds/);
    expect(settingsFromConfig({ pageBudget: 20, viewport: { width: 1280, height: 800 }, cookies: ['a=b'], basicAuth: 'u:p:q' }, 'f')).toEqual({
      pageBudgetMs: 20_000, viewport: { width: 1280, height: 800 }, cookies: [{ name: 'a', value: 'b' }], basicAuth: { username: 'u', password: 'p:q' },
    });
  });

  it('reads the nearest file upward; a flag replaces the file value', () => {
    const root = mkdtempSync(join(tmpdir(), 'bd-config-'));
    const deep = join(root, 'a', 'b');
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(root, 'brand-design.config.json'), JSON.stringify({ colorScheme: 'dark', captureTimeout: 60, allowHosts: ['cdn.test'], headers: { 'X-A': '1' } }));
    const { settings, configFile } = resolveCaptureSettings({ 'color-scheme': 'light', header: ['X-B: 2'] }, deep, {});
    expect(configFile).toBe(join(root, 'brand-design.config.json'));
    expect(settings).toEqual({ colorScheme: 'light', captureTimeoutMs: 60_000, allowHosts: ['cdn.test'], headers: { 'X-B': '2' } });
    expect(runtimeCaptureOptions(settings)).toEqual({
      browser: { colorScheme: 'light', captureTimeoutMs: 60_000, access: { headers: { 'X-B': '2' } } },
      network: { allowHosts: ['cdn.test'] },
    });
    expect(resolveCaptureSettings({ 'no-config': true }, deep, {}).configFile).toBeNull();
  });
});

describe('brand-design extract with a config file and capture flags (built dist/)', () => {
  let server: Server;
  let url: string;
  const root = mkdtempSync(join(tmpdir(), 'bd-capture-'));
  const cwd = join(root, 'project', 'deep');
  const dd = ['--data-dir', join(root, 'data')];

  beforeAll(async () => {
    if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
    mkdirSync(cwd, { recursive: true });
    const auth = `Basic ${Buffer.from('ada:pw').toString('base64')}`;
    server = createServer((req, res) => {
      if (req.headers.authorization !== auth) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="staging"' }).end('no');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html lang="en"><head><title>Dusk Labs</title><style>
        body { background: #fafafa; color: #202020; font-family: sans-serif; }
        @media (prefers-color-scheme: dark) { body { background: #121418; color: #ededed; } }
        </style></head><body><main><h1>Dusk Labs</h1><p>${'Quiet tools for late work. '.repeat(15)}</p></main></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    writeFileSync(join(root, 'project', 'brand-design.config.json'), JSON.stringify({ colorScheme: 'dark', basicAuth: 'ada:pw', pageBudget: 10 }));
  });

  afterAll(() => server.close());

  const background = (stdout: string) => JSON.parse(stdout)[0].result.design_system.colors.roles.background.value;

  it('uses the config file found upward; a flag wins over it', async () => {
    const dark = await cli(['extract', url, '--json', ...dd], cwd);
    expect(dark.stderr).not.toMatch(/error/i);
    expect(dark.code).toBe(0);
    expect(background(dark.stdout)).toBe('#121418');

    const light = await cli(['extract', url, '--json', '--color-scheme', 'light', ...dd], cwd);
    expect(light.code).toBe(0);
    expect(JSON.parse(light.stdout)[0].cache_hit).toBe(false); // another variant, not the dark capture
    expect(background(light.stdout)).toBe('#fafafa');

    // Without the file there are no credentials: the staging page answers 401.
    const none = await cli(['extract', url, '--json', '--no-config', ...dd], cwd);
    expect(none.code).toBe(1);
    expect(JSON.parse(none.stdout)[0].error).toContain('401');
  }, 120_000);

  it('an unknown key or a bad flag is a usage error naming it', async () => {
    const other = join(root, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'brand-design.config.json'), JSON.stringify({ colourScheme: 'dark' }));
    const run = await cli(['extract', url, ...dd], other);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${join(other, 'brand-design.config.json')}: unknown key "colourScheme"`);
    expect((await cli(['extract', url, '--color-scheme', 'dim', '--no-config', ...dd], other)).code).toBe(2);
  });
});
