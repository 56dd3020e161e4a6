/** Submits pages as a busy client would (several requests in flight at once); returns the ids in order. */
import type { BrandDesign } from '../../src/index.js';

export const SECTIONS = ['profile', 'colors', 'typography'] as const;

export async function submitAll(runtime: BrandDesign, urls: readonly string[]): Promise<string[]> {
  const submissions = runtime.client().submissions;
  const ids: string[] = [];
  for (let i = 0; i < urls.length; i += 6) {
    const batch = await Promise.all(urls.slice(i, i + 6).map((url) => submissions.create({ url }, { sections: [...SECTIONS] })));
    ids.push(...batch.map((created) => (created as { submission_id: string }).submission_id));
  }
  return ids;
}
