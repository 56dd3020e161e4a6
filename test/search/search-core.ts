/**
 * A runtime core for the search facade's tests: a fresh SQLite file (the search history migration
 * applied), keys, credits and the submission store — no runner, no browser. Completed submissions
 * are stored from saved design systems (test/fixtures/design-systems) instead of being crawled.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/jobs/database.js';
import { SEARCH_HISTORY_MIGRATION } from '../../src/jobs/migrations-search.js';
import { SubmissionStore } from '../../src/jobs/submission-store.js';
import { SqliteStore } from '../../src/jobs/sqlite-store.js';
import { SUBMISSION_STATUS } from '../../src/jobs/states.js';
import { CreditLedger, type MeteringOptions } from '../../src/api/credits.js';
import { KeyStore } from '../../src/api/keys.js';
import type { RuntimeCore } from '../../src/api/core.js';
import { attachSearch, type SearchServiceOptions } from '../../src/api/search.js';
import { SECTION_NAMES, type SectionName } from '../../src/analyze/section-names.js';
import { newId, nowIso } from '../../src/api/ids.js';

export interface SearchCore {
  core: RuntimeCore;
  cleanup(): void;
}

export async function openSearchCore(o: { metering?: MeteringOptions; search?: SearchServiceOptions } = {}): Promise<SearchCore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-search-'));
  const db = await openDatabase(join(dataDir, 'brand-design.sqlite'));
  // Until the migration joins MIGRATIONS, apply it here; afterwards the table already exists.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_history'").get()) db.exec(SEARCH_HISTORY_MIGRATION);
  const backend = new SqliteStore(db, join(dataDir, 'brand-design.sqlite'));
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
  rawStores.set(core, new SubmissionStore(db));
  return {
    core,
    cleanup() {
      closed = true;
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The synchronous SQLite table code of each core, to store fixtures directly. */
const rawStores = new WeakMap<RuntimeCore, SubmissionStore>();

const DESIGN_SYSTEMS = fileURLToPath(new URL('../fixtures/design-systems/', import.meta.url));

/** Stores a submission of `userId` for `url`; completed with the saved design system `fixture` unless a status is given. */
export function storeSubmission(core: RuntimeCore, userId: string, url: string, fixture: string, status: 'completed' | 'failed' | 'accepted' = 'completed'): string {
  const now = nowIso();
  const id = newId('sub');
  const store = rawStores.get(core)!;
  store.insert({
    id, user_id: userId, api_key_id: null, api_key_name: null, source_url: url, normalized_url: url, batch_id: null, batch_label: null,
    sections: SECTION_NAMES, force_fresh: false, credits_consumed: null, credit_ref_id: null, inject_css: null, now,
  });
  if (status === 'accepted') return id;
  if (status === 'failed') {
    store.transition(id, SUBMISSION_STATUS.failed, 'failed', now, { error: 'test failure', completed_at: now });
    return id;
  }
  const extractionId = newId('ext');
  store.insertExtraction({ id: extractionId, normalized_url: url, source_url: url, dir: `artifacts/${extractionId}`, variant: '', sections: SECTION_NAMES, now });
  const designSystem = JSON.parse(readFileSync(join(DESIGN_SYSTEMS, `${fixture}.json`), 'utf8')) as Record<SectionName, unknown>;
  SECTION_NAMES.forEach((name, position) => store.checkpointSection(extractionId, name, position, designSystem[name], now));
  store.completeExtraction(extractionId, url, [], now);
  store.transition(id, SUBMISSION_STATUS.completed, 'completed', now, { completed_at: now, extraction_id: extractionId });
  return id;
}
