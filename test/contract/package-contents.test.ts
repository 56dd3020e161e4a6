/**
 * What `npm pack` would publish (issue 12 "Done when": the types and the schema are in the
 * published package). Reads the file list of `npm pack --dry-run --json` (scripts ignored: the
 * suite runs after `npm run build`, as CI does) and checks the entry, every declaration file the
 * public types reach, the schema behind `brand-design/schema/design-system.json`, the spec and
 * the CLI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string; bin: Record<string, string>; types: string; exports: Record<string, string | Record<string, string>>; dependencies: Record<string, string>;
};

let packed: Set<string>;
beforeAll(() => {
  expect(existsSync(join(ROOT, 'dist', 'index.js')), 'dist/ is missing: run npm run build first').toBe(true);
  const npm = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(npm.status, npm.stderr).toBe(0);
  const [report] = JSON.parse(npm.stdout) as { files: { path: string }[] }[];
  packed = new Set(report!.files.map((f) => f.path));
}, 60_000);

/** A declaration file's text without its comments (TSDoc may quote an import). */
function declarationCode(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The packages (not node: builtins) a declaration file imports types from. */
function declarationPackages(file: string): string[] {
  const text = declarationCode(file);
  const specifiers = [...text.matchAll(/(?:from\s+|import\()\s*['"]([^./'"][^'"]*)['"]/g)].map((m) => m[1]!).filter((s) => !s.startsWith('node:'));
  return specifiers.map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

/** Whether an installed package ships its own declarations. */
function shipsTypes(name: string): boolean {
  const dir = join(ROOT, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { types?: string; typings?: string; exports?: unknown };
  return Boolean(manifest.types || manifest.typings) || JSON.stringify(manifest.exports ?? '').includes('"types"') || existsSync(join(dir, 'index.d.ts'));
}

/** The relative modules a declaration file imports or re-exports, as packed paths of their .d.ts. */
function declarationImports(file: string): string[] {
  const text = declarationCode(file);
  const specifiers = [...text.matchAll(/(?:from\s+|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) => normalize(join(dirname(file), s.replace(/\.js$/, '.d.ts'))));
}

describe('the published package', () => {
  it('holds the entry, its declarations and every declaration file they reach', () => {
    expect(packed).toContain('package.json');
    expect(packed).toContain('README.md');
    expect(packed).toContain('dist/index.js');
    expect(packed).toContain(pkg.types.replace(/^\.\//, ''));
    const seen = new Set<string>();
    const queue = [pkg.types.replace(/^\.\//, '')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      expect(packed, `${file} is reached from the package's types but is not packed`).toContain(file);
      queue.push(...declarationImports(file));
    }
    // The result types of issue 12 §2 are among them.
    expect(seen).toContain('dist/types/design-system.d.ts');
    expect(seen).toContain('dist/types/index.d.ts');
    const surface = readFileSync(join(ROOT, 'dist', 'types', 'index.d.ts'), 'utf8');
    for (const name of ['DesignSystem', 'ColorsSection', 'TypographySection', 'Verdict']) expect(surface).toContain(name);

    // A package those declarations import must be installed with brand-design, types included:
    // a dependency that ships its declarations, or one whose @types package is a dependency too.
    const packages = new Set([...seen].flatMap(declarationPackages));
    const unresolved = [...packages].filter((name) => !(name in pkg.dependencies) || !(shipsTypes(name) || `@types/${name}` in pkg.dependencies));
    expect(unresolved, 'imported by the published declarations without types installed beside brand-design').toEqual([]);
  });

  it('ships the design-system schema under its export path, and the spec', () => {
    expect(pkg.exports['./schema/design-system.json']).toBe('./schema/design-system.json');
    expect(packed).toContain('schema/design-system.json');
    expect(packed).toContain('docs/spec.md');
    // The package resolves its own export path (Node's self-reference through "exports").
    const resolved = createRequire(join(ROOT, 'package.json')).resolve(`${pkg.name}/schema/design-system.json`);
    expect(resolved).toBe(join(ROOT, 'schema', 'design-system.json'));
    expect(JSON.parse(readFileSync(resolved, 'utf8')).$ref).toBe('#/definitions/DesignSystem');
  });

  it('ships every exports target and the CLI named in bin', () => {
    for (const [path, target] of Object.entries(pkg.exports)) {
      const targets = typeof target === 'string' ? [target] : Object.values(target);
      for (const t of targets) expect(packed, `exports["${path}"] → ${t}`).toContain(t.replace(/^\.\//, ''));
    }
    const cli = pkg.bin['brand-design']!.replace(/^\.\//, '');
    expect(packed).toContain(cli);
    expect(readFileSync(join(ROOT, cli), 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
  });
});
