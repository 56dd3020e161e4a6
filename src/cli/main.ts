#!/usr/bin/env node
/**
 * The brand-design command. Exit codes: 0 success, 1 some work failed, 2 usage error,
 * 3 environment error (no Chromium, unreadable data dir), 130 interrupted (143 on SIGTERM).
 */
import module from 'node:module';
import { describeCliError } from './error-line.js';
import { quietOnClosedPipe } from './pipes.js';
import { EXIT, takeApiKey } from './args.js';

// Node 22.1+ keeps V8's compiled code of every module loaded from here on (the command's, Playwright's
// 5 MB of bundles) on disk between runs, so a cold start compiles them once, not every time (issue 9
// §3). Node 20 has no such API; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

interface Command {
  run: (argv: string[]) => Promise<number>;
  help: string;
}

/**
 * Each subcommand's module is loaded only when that command runs (issue 9 §3): a cold `extract`
 * then starts Chromium before the rest of the program has loaded, and `list` never loads the crawler.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  extract: () => import('./extract.js').then((m) => ({ run: m.runExtract, help: m.EXTRACT_HELP })),
  list: () => import('./list.js').then((m) => ({ run: m.runList, help: m.LIST_HELP })),
  show: () => import('./show.js').then((m) => ({ run: m.runShow, help: m.SHOW_HELP })),
  export: () => import('./export.js').then((m) => ({ run: m.runExport, help: m.EXPORT_HELP })),
  judge: () => import('./judge.js').then((m) => ({ run: m.runJudgeCommand, help: m.JUDGE_HELP })),
  enhance: () => import('./enhance.js').then((m) => ({ run: m.runEnhance, help: m.ENHANCE_HELP })),
  corpus: () => import('./corpus.js').then((m) => ({ run: m.runCorpus, help: m.CORPUS_HELP })),
  // Job control (issue 8 item 5): orphans run only when asked.
  resume: () => import('./resume.js').then((m) => ({ run: m.runResume, help: m.RESUME_HELP })),
  cancel: () => import('./cancel.js').then((m) => ({ run: m.runCancel, help: m.CANCEL_HELP })),
  retry: () => import('./retry.js').then((m) => ({ run: m.runRetry, help: m.RETRY_HELP })),
  report: () => import('./report.js').then((m) => ({ run: m.runReport, help: m.REPORT_HELP })),
  keys: () => import('./keys.js').then((m) => ({ run: m.runKeys, help: m.KEYS_HELP })),
  // Search on the command line (issue 11 §3).
  search: () => import('./search.js').then((m) => ({ run: m.runSearch, help: m.SEARCH_HELP })),
  similar: () => import('./similar.js').then((m) => ({ run: m.runSimilar, help: m.SIMILAR_HELP })),
  history: () => import('./history.js').then((m) => ({ run: m.runHistory, help: m.HISTORY_HELP })),
  gc: () => import('./gc.js').then((m) => ({ run: m.runGc, help: m.GC_HELP })),
  doctor: () => import('./doctor.js').then((m) => ({ run: m.runDoctor, help: m.DOCTOR_HELP })),
  'browser-server': () => import('./browser-server.js').then((m) => ({ run: m.runBrowserServer, help: m.BROWSER_SERVER_HELP })),
  // Issue 13 §1: a process that only runs jobs queued in Postgres.
  worker: () => import('./worker.js').then((m) => ({ run: m.runWorker, help: m.WORKER_HELP })),
};

/** The overview: the first help line of every command (loads them all; only help needs this). */
async function mainHelp(): Promise<string> {
  // The widest command name sets the column, with two spaces after it ("browser-server" ran into its text).
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  const lines = await Promise.all(Object.entries(COMMANDS).map(async ([name, load]) => `  ${name.padEnd(width)}${(await load()).help.split('\n')[0]}`));
  return `brand-design — turn any website into a structured brand design system

Usage: brand-design <command> [options]

Commands:
${lines.join('\n')}

Run 'brand-design <command> --help' for a command's options.
Common options: --data-dir <dir> (default: $BRAND_DESIGN_DATA_DIR or ./.brand-design)
                --api-key <key> act as this API key (default: $BRAND_DESIGN_API_KEY, else the data dir's owner)
`;
}

export async function main(argvWithKey: string[]): Promise<number> {
  let argv: string[];
  try {
    argv = takeApiKey(argvWithKey); // the global --api-key, valid before or after the command (args.ts)
  } catch (error) {
    process.stderr.write(`${describeCliError(argvWithKey[0] ?? '', error).line}\n`);
    return EXIT.usage;
  }
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(await mainHelp());
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write('brand-design 0.1.0\n');
    return EXIT.ok;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined; // not `toString` & co.
  if (!load) {
    process.stderr.write(`brand-design: unknown command ${JSON.stringify(name)}\n\n${await mainHelp()}`);
    return EXIT.usage;
  }
  const command = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.help}\n`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    // One line with the cause, and the documented exit code (issue 8 item 9): see error-line.ts.
    const { line, exit, help } = describeCliError(name, error, Boolean(process.env.BRAND_DESIGN_DEBUG));
    process.stderr.write(`${line}\n${help ? `\n${command.help}\n` : ''}`);
    return exit;
  }
}

// `brand-design list | head -1`: the reader went away; stop writing and exit quietly (issue 8 item 9).
quietOnClosedPipe(process.stdout);
quietOnClosedPipe(process.stderr);

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${describeCliError(process.argv[2] ?? '', error).line}\n`);
    process.exitCode = EXIT.environment;
  },
);
