/** Row → response shapes of spec §2.1–2.3. Pure functions. */
import type { SubmissionRow } from '../jobs/submission-store.js';
import type { SubmissionStatus } from '../jobs/states.js';

/** Spec §2.1. */
export interface SubmissionStatusView {
  submission_id: string;
  status: SubmissionStatus;
  source_url: string;
  is_public: boolean;
  current_step: string;
  step_started_at: string;
  updated_at: string;
  cache_hit: boolean;
  extraction_id: string | null;
  accepted_at: string;
  completed_at: string | null;
  error: string | null;
  credits_consumed: number | null;
  credit_ref_id: string | null;
  api_key_name: string | null;
  batch_id: string | null;
  batch_label: string | null;
}

/** Spec §2.2: the 202 creation response. */
export interface SubmissionCreated {
  submission_id: string;
  status: SubmissionStatus;
  source_url: string;
  accepted_at: string;
  cache_hit: boolean;
}

export function statusView(row: SubmissionRow): SubmissionStatusView {
  return {
    submission_id: row.id,
    status: row.status,
    source_url: row.source_url,
    is_public: row.is_public === 1,
    current_step: row.current_step,
    step_started_at: row.step_started_at,
    updated_at: row.updated_at,
    cache_hit: row.cache_hit === 1,
    extraction_id: row.extraction_id,
    accepted_at: row.accepted_at,
    completed_at: row.completed_at,
    error: row.error,
    credits_consumed: row.credits_consumed,
    credit_ref_id: row.credit_ref_id,
    api_key_name: row.api_key_name,
    batch_id: row.batch_id,
    batch_label: row.batch_label,
  };
}

export function createdView(row: SubmissionRow): SubmissionCreated {
  return {
    submission_id: row.id,
    status: row.status,
    source_url: row.source_url,
    accepted_at: row.accepted_at,
    cache_hit: row.cache_hit === 1,
  };
}
