/** Queue timing options (src/queue/settings.ts): defaults, the documented takeover bound, 422s. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_SETTINGS, queueSettings, takeoverBoundSeconds } from '../../src/queue/settings.js';
import { ValidationError } from '../../src/errors.js';

describe('queue settings', () => {
  it('defaults to a 60 s expiry beaten every 15 s, so a dead worker\'s job moves within 76 s', () => {
    expect(queueSettings(undefined)).toEqual(DEFAULT_QUEUE_SETTINGS);
    expect(takeoverBoundSeconds(queueSettings(undefined))).toBe(76);
  });

  it('derives the heartbeat and the expiry check from a shorter expiry', () => {
    const s = queueSettings({ expireInSeconds: 8 });
    expect([s.heartbeatSeconds, s.maintenanceIntervalSeconds, takeoverBoundSeconds(s)]).toEqual([2, 2, 11]);
  });

  it('refuses a heartbeat that is not under half the expiry, and non-integers, with 422 issues', () => {
    const error = (() => {
      try {
        queueSettings({ expireInSeconds: 10, heartbeatSeconds: 5, pollingIntervalMs: 'fast' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.loc.join('.'))).toEqual(['options.queue.pollingIntervalMs', 'options.queue.heartbeatSeconds']);
  });
});
