/**
 * What `brand-design gc` removes (issue 12 §4: "prune old extractions and artifacts"). Pure: the
 * rows in, the plan out; gc.ts reads the rows and deletes inside one write transaction.
 *
 * Rules (the spec has no retention; our decision, in the README):
 * - Only finished work goes: a submission or judge job still accepted/queued/running, and every
 *   extraction that is not completed or failed, is never touched.
 * - A finished submission goes when it is older than `--older-than` (when given) and is not one of
 *   the `--keep-last` newest submissions of its page (normalized URL; when given), and no judge job
 *   that stays points at it (its verdict names its pages: source, reference, a site reference's others).
 * - A finished judge job goes when it is older than `--older-than` (with --keep-last alone, judge
 *   jobs stay).
 * - An extraction (its rows and `artifacts/<id>/`) goes when no submission that stays refers to it:
 *   a cache hit shares its extraction, so the extraction lives as long as any of its submissions.
 * - A folder under `artifacts/` with no extraction row at all (left by an interrupted gc) goes.
 */

export interface GcSubmission {
  id: string;
  normalized_url: string;
  status: string;
  accepted_at: string;
  extraction_id: string | null;
}

export interface GcExtraction {
  id: string;
  status: string;
  dir: string;
  source_url: string;
}

export interface GcJudge {
  id: string;
  status: string;
  accepted_at: string;
  /** Every submission the job judged or judges: source, reference, and a site reference's other pages. */
  submission_ids: string[];
}

export interface GcCriteria {
  /** ISO instant: only work accepted before it goes. */
  olderThan?: string;
  /** The newest n submissions of each page stay. */
  keepLast?: number;
}

export interface GcPlan {
  submissions: GcSubmission[];
  judges: GcJudge[];
  extractions: GcExtraction[];
  /** Folder names under artifacts/ that no extraction row owns. */
  strayDirs: string[];
}

const FINISHED: ReadonlySet<string> = new Set(['completed', 'failed']);

/** Submissions are given newest first (the store's order: accepted_at, then insertion). */
export function planGc(
  rows: { submissions: readonly GcSubmission[]; extractions: readonly GcExtraction[]; judges: readonly GcJudge[]; artifactDirs: readonly string[] },
  criteria: GcCriteria,
): GcPlan {
  const old = (acceptedAt: string): boolean => criteria.olderThan === undefined || acceptedAt < criteria.olderThan;

  const judges = criteria.olderThan === undefined ? [] : rows.judges.filter((j) => FINISHED.has(j.status) && old(j.accepted_at));
  const goingJudges = new Set(judges.map((j) => j.id));
  const heldByJudges = new Set<string>();
  for (const j of rows.judges) {
    if (goingJudges.has(j.id)) continue;
    for (const id of j.submission_ids) heldByJudges.add(id);
  }

  const seenPerPage = new Map<string, number>();
  const submissions: GcSubmission[] = [];
  for (const s of rows.submissions) {
    const rank = seenPerPage.get(s.normalized_url) ?? 0;
    seenPerPage.set(s.normalized_url, rank + 1);
    const kept = !FINISHED.has(s.status) || heldByJudges.has(s.id) || !old(s.accepted_at) || (criteria.keepLast !== undefined && rank < criteria.keepLast);
    if (!kept) submissions.push(s);
  }

  const going = new Set(submissions.map((s) => s.id));
  const referenced = new Set(rows.submissions.filter((s) => !going.has(s.id) && s.extraction_id).map((s) => s.extraction_id!));
  const extractions = rows.extractions.filter((e) => FINISHED.has(e.status) && !referenced.has(e.id));
  const known = new Set(rows.extractions.map((e) => e.id));
  const strayDirs = rows.artifactDirs.filter((name) => !known.has(name));
  return { submissions, judges, extractions, strayDirs };
}

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** `--older-than`: a duration (`90m`, `12h`, `30d`, `2w`) before `now`, or an ISO date(-time). Null when unreadable. */
export function cutoffFrom(value: string, now: number): string | null {
  const duration = /^(\d+)([mhdw])$/.exec(value.trim());
  if (duration) return new Date(now - Number(duration[1]) * UNIT_MS[duration[2]!]!).toISOString();
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
