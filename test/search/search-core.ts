/**
 * A runtime core for the search facade's tests: a fresh store (SQLite in a temporary folder, or in
 * the Postgres pass a fresh Postgres database: test/helpers/test-store.ts), keys, credits and the
 * submission store — no runner, no browser. Completed submissions are stored from saved design
 * systems (test/fixtures/design-systems) through the store's own operations instead of being crawled.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '../../src/jobs/open-store.js';
import { SUBMISSION_STATUS } from '../../src/jobs/states.js';
import { CreditLedger, type MeteringOptions } from '../../src/api/credits.js';
import { KeyStore } from '../../src/api/keys.js';
import type { RuntimeCore } from '../../src/api/core.js';
import { attachSearch, type SearchServiceOptions } from '../../src/api/search.js';
import { SECTION_NAMES, type SectionName } from '../../src/analyze/section-names.js';
import { newId, nowIso } from '../../src/api/ids.js';
import { normalizeUrl } from '../../src/crawl/discover.js';
import { testStoreOptions } from '../helpers/test-store.js';

export interface SearchCore {
  core: RuntimeCore;
  cleanup(): Promise<void>;
}

export async function openSearchCore(o: { metering?: MeteringOptions; search?: SearchServiceOptions } = {}): Promise<SearchCore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-search-'));
  const { store } = await testStoreOptions(dataDir);
  const backend = await openStore(store ?? { sqlite: join(dataDir, 'brand-design.sqlite') });
  const keys = new KeyStore(backend.accounts, o.metering?.initialBalance ?? 100);
  await keys.ensureOwner('owner@localhost');
  let closed = false;
  const core = {
    backend, dataDir, keys,
    store: backend.submissions,
    judges: backend.judges,
    credits: new CreditLedger(backend.credits, o.metering),
    events: new EventEmitter(),
    cacheTtlMs: 0,
    isClosed: () => closed,
  } as unknown as RuntimeCore;
  attachSearch(core, o.search);
  return {
    core,
    async cleanup() {
      closed = true;
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const DESIGN_SYSTEMS = fileURLToPath(new URL('../fixtures/design-systems/', import.meta.url));

/** Stores a submission of `userId` for `url`; completed with the saved design system `fixture` unless a status is given. */
export async function storeSubmission(core: RuntimeCore, userId: string, url: string, fixture: string, status: 'completed' | 'failed' | 'accepted' = 'completed'): Promise<string> {
  const now = nowIso();
  const { rows: [row] } = await core.store.admit({
    userId, apiKeyId: null, apiKeyName: null, pages: [{ sourceUrl: url, normalizedUrl: normalizeUrl(url) }], sections: SECTION_NAMES,
    force: true, injectCss: null, variant: '', notBefore: now, batchId: null, batchLabel: null, cost: null, now,
  });
  const id = row!.id;
  if (status === 'accepted') return id;
  if (status === 'failed') {
    await core.store.fail(id, 'test failure', now);
    return id;
  }
  const extractionId = newId('ext');
  await core.store.prepare(id, 'test', now);
  await core.store.start(id, { id: extractionId, normalized_url: row!.normalized_url, source_url: url, dir: `artifacts/${extractionId}`, variant: '', sections: SECTION_NAMES }, 'test', now);
  await core.store.transition(id, SUBMISSION_STATUS.extracting, 'analyzing', now);
  const designSystem = JSON.parse(readFileSync(join(DESIGN_SYSTEMS, `${fixture}.json`), 'utf8')) as Record<SectionName, unknown>;
  for (const [position, name] of SECTION_NAMES.entries()) await core.store.checkpointSection(extractionId, name, position, designSystem[name], now);
  await core.store.complete(id, extractionId, url, [], now);
  return id;
}
