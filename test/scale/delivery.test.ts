/** What a worker does with a delivered job (src/queue/delivery.ts): pure decisions. */
import { describe, expect, it } from 'vitest';
import { decideDelivery, decideJudgeDelivery } from '../../src/queue/delivery.js';

describe('decideDelivery', () => {
  it('runs waiting rows, takes over rows a dead worker left running, gives up after maxAttempts starts, skips finished ones', () => {
    expect(decideDelivery({ status: 'accepted', attempts: 0 }, 2)).toBe('run');
    expect(decideDelivery({ status: 'queued', attempts: 1 }, 2)).toBe('run');
    expect(decideDelivery({ status: 'crawling', attempts: 1 }, 2)).toBe('take-over');
    expect(decideDelivery({ status: 'extracting', attempts: 2 }, 2)).toBe('give-up');
    expect(decideDelivery({ status: 'completed', attempts: 1 }, 2)).toBe('skip');
    expect(decideDelivery({ status: 'failed', attempts: 1 }, 2)).toBe('skip');
    expect(decideDelivery(undefined, 2)).toBe('skip');
  });

  it('treats a judge job the same way', () => {
    expect(decideJudgeDelivery({ status: 'accepted', attempts: 0 }, 2)).toBe('run');
    expect(decideJudgeDelivery({ status: 'judging', attempts: 1 }, 2)).toBe('take-over');
    expect(decideJudgeDelivery({ status: 'extracting', attempts: 2 }, 2)).toBe('give-up');
    expect(decideJudgeDelivery({ status: 'completed', attempts: 1 }, 2)).toBe('skip');
  });
});
