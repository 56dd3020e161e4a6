import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headerUsage } from '../../scripts/usage.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('--help of the eval scripts', () => {
  it('reads the header comment without its gutters', () => {
    expect(headerUsage('/**\n * What it does.\n *\n *   npm run x -- --flag\n */\nimport a from "b";\n/** not this */')).toBe('What it does.\n\n  npm run x -- --flag');
    expect(headerUsage('const x = 1;')).toBe('');
  });

  it.each(['eval-search', 'eval-judge', 'eval-realweb'])('%s --help prints its usage and exits 0 without running', (script) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, '--help'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`npm run ${script.replace('-', ':')}`);
    expect(run.stdout).not.toMatch(/^\s*\*/m);
  });
});
