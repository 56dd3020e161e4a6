/** Argument parsing shared by the commands (node:util parseArgs with typed errors). */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SECTION_NAMES, isSectionName, type SectionName } from '../analyze/section-names.js';
import { ensureDir } from './output-files.js';
import { BrandDesignError } from '../errors.js';

export const EXIT = { ok: 0, failed: 1, usage: 2, environment: 3, interrupted: 130 } as const;

export class UsageError extends Error {}

export const DATA_DIR_OPTION = { 'data-dir': { type: 'string' } } as const;

/**
 * The global `--api-key` (issue 12 §4): main.ts takes it out of argv before the command parses its
 * own options, so every command accepts it; `$BRAND_DESIGN_API_KEY` is the fallback. Without
 * either, commands act as the data dir's owner (the keyless "dashboard" client, spec §5.1).
 */
let globalApiKey: string | undefined;

/** Removes `--api-key <key>` / `--api-key=<key>` from argv (anywhere) and remembers the key. */
export function takeApiKey(argv: readonly string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === '--api-key') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError("option '--api-key <key>' argument missing");
      globalApiKey = value;
      i += 1;
    } else if (arg.startsWith('--api-key=')) globalApiKey = arg.slice('--api-key='.length);
    else rest.push(arg);
  }
  return rest;
}

/** The key the command acts as: `--api-key`, then $BRAND_DESIGN_API_KEY; undefined = the owner. */
export function apiKeyOf(): string | undefined {
  const key = globalApiKey ?? process.env.BRAND_DESIGN_API_KEY;
  return key === '' ? undefined : key;
}

/**
 * Commands that administer the data dir itself (keys, gc) are the owner's, like the dashboard's key
 * management (spec §5.1): acting as a key, they answer FORBIDDEN instead of running as the owner.
 */
export function requireOwner(what: string): void {
  if (apiKeyOf() !== undefined) throw new BrandDesignError('FORBIDDEN', `${what} is for the data dir's owner, not an API key; run it without --api-key (and $BRAND_DESIGN_API_KEY)`);
}

/** The client a command acts through: bound to the global key, else the owner. */
export function clientOf<C>(runtime: { client(apiKey?: string): C }): C {
  const key = apiKeyOf();
  return key === undefined ? runtime.client() : runtime.client(key);
}

type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;
type Values<T extends OptionSpec> = { [K in keyof T]?: T[K]['multiple'] extends true ? string[] : T[K]['type'] extends 'boolean' ? boolean : string };

export function parse<T extends OptionSpec>(argv: string[], options: T, allowPositionals = true): { values: Values<T>; positionals: string[] } {
  try {
    const config: ParseArgsConfig = { args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals, strict: true };
    const { values, positionals } = parseArgs(config);
    return { values: values as Values<T>, positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Owner-only, like the folders the store creates for the data dir (src/jobs/database.ts). */
const DATA_DIR_MODE = 0o700;

/**
 * The data dir (`--data-dir`, then $BRAND_DESIGN_DATA_DIR, then ./.brand-design), created if
 * missing. Created here, one folder at a time, because the store's recursive mkdir never returns
 * for a path under a pseudo-filesystem such as /proc (issue 8 item 9; see output-files.ts).
 */
export function dataDirFrom(value: string | undefined): string {
  const dir = value ?? process.env.BRAND_DESIGN_DATA_DIR ?? '.brand-design';
  ensureDir(dir, DATA_DIR_MODE);
  return dir;
}

export function positiveInt(value: string | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} expects a whole number from 1 to ${max}; got ${JSON.stringify(value)}`);
  return n;
}

export function nonNegativeInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} expects a whole number of 0 or more; got ${JSON.stringify(value)}`);
  return n;
}

export function sectionsFrom(value: string | undefined): SectionName[] | undefined {
  if (value === undefined) return undefined;
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.find((n) => !isSectionName(n));
  if (unknown) throw new UsageError(`unknown section ${JSON.stringify(unknown)}; expected any of ${SECTION_NAMES.join(', ')}`);
  return names as SectionName[];
}
