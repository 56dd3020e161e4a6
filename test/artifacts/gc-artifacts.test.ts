/**
 * Issue 13 §2: `brand-design gc` over artifacts written by the shared-directory store. It still
 * removes exactly the folders of the extractions it prunes and the stray ones, keeps what stays
 * referenced, and also removes temporary files that a crashed writer left — only once they are
 * old, since a young one may be a write in progress on another machine. Real SQLite, real files.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/jobs/database.js';
import { runGc } from '../../src/cli/gc.js';
import { SharedDirArtifactStore } from '../../src/artifacts/shared-dir.js';
import { artifactKey } from '../../src/artifacts/artifact-store.js';
import { tempPathFor } from '../../src/artifacts/atomic-write.js';

const OLD = '2020-01-01T00:00:00.000Z';
const NEW = new Date().toISOString();

describe('gc with the shared-directory artifact store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brand-design-gc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('removes pruned and stray folders and stale unfinished writes, and nothing else', async () => {
    const db = await openDatabase(join(dataDir, 'brand-design.sqlite'));
    db.prepare('INSERT INTO users (id, email, credits_balance, created_at) VALUES (?, ?, 0, ?)').run('usr_test', 'gc@localhost', OLD);
    const addExtraction = (id: string, at: string): void => {
      db.prepare(`INSERT INTO extractions (id, normalized_url, source_url, sections, status, dir, created_at, completed_at) VALUES (?, ?, ?, '[]', 'completed', ?, ?, ?)`)
        .run(id, `https://${id}.test/`, `https://${id}.test/`, `artifacts/${id}`, at, at);
      db.prepare(`INSERT INTO submissions (id, user_id, source_url, normalized_url, status, current_step, step_started_at, updated_at, accepted_at, completed_at, extraction_id, sections)
        VALUES (?, 'usr_test', ?, ?, 'completed', 'completed', ?, ?, ?, ?, ?, '[]')`)
        .run(`sub_${id}`, `https://${id}.test/`, `https://${id}.test/`, at, at, at, at, id);
    };
    addExtraction('ext_old', OLD);
    addExtraction('ext_new', NEW);
    db.close();

    const store = new SharedDirArtifactStore(dataDir);
    for (const id of ['ext_old', 'ext_new', 'ext_stray']) {
      await store.write(artifactKey(id, 'capture.json'), '{}');
      await store.write(artifactKey(id, 'resources', '000-logo.svg'), '<svg/>');
    }
    // Two unfinished writes in a folder that stays: one a crash left an hour and more ago, one in progress.
    const stale = tempPathFor(store.localPath(artifactKey('ext_new', 'design-system.json')));
    const young = tempPathFor(store.localPath(artifactKey('ext_new', 'page.html')));
    writeFileSync(stale, '{"half": ');
    writeFileSync(young, '<html');
    const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    utimesSync(stale, twoHoursAgo, twoHoursAgo);

    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    let code: number;
    try {
      code = await runGc(['--data-dir', dataDir, '--older-than', '1d']);
    } finally {
      out.mockRestore();
    }
    expect(code).toBe(0);
    expect(await store.listExtractions()).toEqual(['ext_new']);
    expect(existsSync(join(dataDir, 'artifacts', 'ext_old'))).toBe(false);
    expect(existsSync(join(dataDir, 'artifacts', 'ext_stray'))).toBe(false);
    expect(await store.list('artifacts/ext_new')).toEqual([artifactKey('ext_new', 'capture.json'), artifactKey('ext_new', 'resources', '000-logo.svg')]);
    const left = readdirSync(join(dataDir, 'artifacts', 'ext_new')).sort();
    expect(left).toContain(young.split('/').pop());
    expect(left).not.toContain(stale.split('/').pop());
  });
});
