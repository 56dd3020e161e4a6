/**
 * Wall-clock time of a capture's phases (navigation, settle waits, collectors, probes,
 * screenshots, writes), reported to `CaptureOptions.onPhase` — how `bench/profile-capture.ts`
 * finds where a real page's time goes (issue 9 §3). Costs nothing when no one listens.
 */

/** Receives one phase's duration in milliseconds; a phase may be reported more than once. */
export type PhaseSink = (phase: string, ms: number) => void;

export interface PhaseTimer {
  /** Awaits `work`, reporting its duration under `phase` whether it succeeds or fails. */
  <T>(phase: string, work: Promise<T>): Promise<T>;
}

export function phaseTimer(sink: PhaseSink | undefined): PhaseTimer {
  if (!sink) return <T>(_phase: string, work: Promise<T>): Promise<T> => work;
  return async <T>(phase: string, work: Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work;
    } finally {
      sink(phase, performance.now() - started);
    }
  };
}
