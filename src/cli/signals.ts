/**
 * Ctrl-C and SIGTERM for the commands that run jobs (issue 8 item 4; README "Command line"):
 * the first signal stops taking work, re-queues the jobs that run (step `interrupted`, for
 * `brand-design resume`), closes the browser and ends the command with 130 (SIGINT) or 143
 * (SIGTERM, 128 + 15). A second signal exits at once; the jobs it leaves are orphans, which
 * `brand-design resume` also picks up.
 */
export const SIGNAL_EXIT = Object.freeze({ SIGINT: 130, SIGTERM: 143 } as const);

type HandledSignal = keyof typeof SIGNAL_EXIT;

export interface Interruption {
  /** Resolves with the exit code once a signal came and `stop` has finished. */
  readonly exit: Promise<number>;
  /** Removes the handlers (the command is done). */
  dispose(): void;
  /**
   * Races `work` with a signal: the exit code when a signal came (whatever `work` then does, e.g.
   * a wait failing because the runtime closed), otherwise what `work` gives.
   */
  race<T>(work: Promise<T>): Promise<T | number>;
}

/** What the first signal says happens to running jobs; a worker hands them to the queue instead. */
export const RESUME_HINT = "re-queuing running jobs and closing the browser (run 'brand-design resume' to finish them; press Ctrl-C again to quit now)";

export function onInterrupt(stop: () => Promise<void>, stderr: NodeJS.WritableStream = process.stderr, hint: string = RESUME_HINT): Interruption {
  let code: number | null = null;
  let settle!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (settle = resolve));
  const handlers = new Map<HandledSignal, () => void>();
  for (const name of Object.keys(SIGNAL_EXIT) as HandledSignal[]) {
    const handler = (): void => {
      if (code !== null) process.exit(code);
      code = SIGNAL_EXIT[name];
      stderr.write(`\nbrand-design: ${name === 'SIGINT' ? 'interrupted' : 'terminated'}; ${hint}\n`);
      const done = (): void => settle(code!);
      stop().then(done, (error: unknown) => {
        stderr.write(`brand-design: while shutting down: ${error instanceof Error ? error.message : String(error)}\n`);
        done();
      });
    };
    handlers.set(name, handler);
    process.on(name, handler);
  }
  return {
    exit,
    race(work) {
      return Promise.race([work.catch((error: unknown) => (code !== null ? exit : Promise.reject(error))), exit]);
    },
    dispose() {
      for (const [name, handler] of handlers) process.off(name, handler);
    },
  };
}
