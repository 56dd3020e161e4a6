/**
 * `brand-design keys create|list|revoke` (issue 12 §4): the dashboard's key management (spec §5.1)
 * on the command line. The owner's only: acting as a key (`--api-key`) it answers FORBIDDEN.
 * The secret is printed once, at creation; only its hash is stored (src/api/keys.ts).
 */
import type { ApiKeyInfo } from '../api/keys.js';
import { ROLES, type Role } from '../api/roles.js';
import { DATA_DIR_OPTION, EXIT, UsageError, dataDirFrom, parse, requireOwner } from './args.js';
import { sharedStoreOptions } from './shared-store.js';

export const KEYS_HELP = `Create, list and revoke API keys (the data dir owner's key management).

Usage: brand-design keys create <name> [--role admin|member|viewer] [--expires <when>] [--email <address>] [--json]
       brand-design keys list [--json]
       brand-design keys revoke <id|name> [--json]

Options:
  --role <r>        what the key may do (default member): admin everything, member create and read
                    its own account's work, viewer read only
  --expires <when>  an ISO 8601 date-time, or a duration from now: 30m, 12h, 7d; after it the key answers UNAUTHORIZED
  --email <a>       the account the key belongs to: a new address makes a separate user with its own
                    submissions and credits (default: the owner's account)
  --json            print JSON
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

The secret is printed once by create; use it with --api-key <key> (or $BRAND_DESIGN_API_KEY).
Exit codes: 0 done, 1 no active key with that id or name, 2 usage or validation error.`;

const SUBCOMMANDS = ['create', 'list', 'revoke'] as const;

export async function runKeys(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (!(SUBCOMMANDS as readonly string[]).includes(sub ?? '')) throw new UsageError(`expected one of ${SUBCOMMANDS.join(', ')}; got ${JSON.stringify(sub ?? '')}`);
  const { values, positionals } = parse(rest, { ...DATA_DIR_OPTION, role: { type: 'string' }, expires: { type: 'string' }, email: { type: 'string' }, json: { type: 'boolean' } });
  if (sub !== 'create' && (values.role ?? values.expires ?? values.email) !== undefined) throw new UsageError('--role, --expires and --email belong to keys create');
  if (sub === 'list' && positionals.length > 0) throw new UsageError('keys list takes no arguments');
  if (sub !== 'list' && positionals.length !== 1) throw new UsageError(sub === 'create' ? 'give the new key a name' : 'give the id or name of the key to revoke');
  const role = values.role === undefined ? undefined : roleFrom(values.role);
  const expiresAt = values.expires === undefined ? undefined : expiryFrom(values.expires, Date.now());
  requireOwner('key management');
  const { openBrandDesign } = await import('../api/runtime.js');
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    if (sub === 'create') {
      const key = await runtime.keys.create({ name: positionals[0]!, role, expiresAt, email: values.email });
      process.stdout.write(values.json ? `${JSON.stringify(key, null, 2)}\n` : `${key.key}\n`);
      if (!values.json) process.stderr.write(`created ${keyLine(key, Date.now())}\nthe secret above is shown once; act as the key with --api-key <key>\n`);
    } else if (sub === 'list') {
      const keys = await runtime.keys.list();
      const now = Date.now();
      process.stdout.write(values.json ? `${JSON.stringify(keys, null, 2)}\n` : keys.map((k) => `${keyLine(k, now)}\n`).join('') || 'no API keys\n');
    } else {
      const key = await runtime.keys.revoke(positionals[0]!);
      process.stdout.write(values.json ? `${JSON.stringify(key, null, 2)}\n` : `revoked ${keyLine(key, Date.now())}\n`);
    }
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}

function roleFrom(value: string): Role {
  if (!(ROLES as readonly string[]).includes(value)) throw new UsageError(`--role expects one of ${ROLES.join(', ')}; got ${JSON.stringify(value)}`);
  return value as Role;
}

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--expires`: an ISO date-time, or `<n>m|h|d` from `now`. Pure. */
export function expiryFrom(value: string, now: number): string {
  const duration = /^(\d+)([mhd])$/.exec(value.trim());
  if (duration) return new Date(now + Number(duration[1]) * UNIT_MS[duration[2]!]!).toISOString();
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(time)) throw new UsageError(`--expires expects an ISO 8601 date-time or a duration such as 30m, 12h, 7d; got ${JSON.stringify(value)}`);
  return new Date(time).toISOString();
}

/** One key per line: id, name, role, account, prefix, state. Never the secret (it is not stored). Pure. */
export function keyLine(key: ApiKeyInfo, now: number): string {
  const state = key.revoked_at ? `revoked ${key.revoked_at}`
    : key.expires_at && Date.parse(key.expires_at) <= now ? `expired ${key.expires_at}`
      : key.expires_at ? `active until ${key.expires_at}` : 'active';
  return `${key.id}  ${key.name}  ${key.role.padEnd(6)} ${key.email}  ${key.prefix}…  ${state}${key.last_used_at ? `, last used ${key.last_used_at}` : ''}`;
}
