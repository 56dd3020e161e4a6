#!/usr/bin/env node
/**
 * The brand-design command. Exit codes: 0 success, 1 some work failed, 2 usage error,
 * 3 environment error (no Chromium, unreadable data dir), 130 interrupted.
 */
import { describeCliError } from './error-line.js';
import { quietOnClosedPipe } from './pipes.js';
import { runExtract, EXTRACT_HELP } from './extract.js';
import { runList, LIST_HELP } from './list.js';
import { runShow, SHOW_HELP } from './show.js';
import { runExport, EXPORT_HELP } from './export.js';
import { runJudgeCommand, JUDGE_HELP } from './judge.js';
import { runEnhance, ENHANCE_HELP } from './enhance.js';
import { runCorpus, CORPUS_HELP } from './corpus.js';
import { EXIT } from './args.js';

const COMMANDS: Record<string, { run: (argv: string[]) => Promise<number>; help: string }> = {
  extract: { run: runExtract, help: EXTRACT_HELP },
  list: { run: runList, help: LIST_HELP },
  show: { run: runShow, help: SHOW_HELP },
  export: { run: runExport, help: EXPORT_HELP },
  judge: { run: runJudgeCommand, help: JUDGE_HELP },
  enhance: { run: runEnhance, help: ENHANCE_HELP },
  corpus: { run: runCorpus, help: CORPUS_HELP },
};

const MAIN_HELP = `brand-design — turn any website into a structured brand design system

Usage: brand-design <command> [options]

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(9)}${c.help.split('\n')[0]}`).join('\n')}

Run 'brand-design <command> --help' for a command's options.
Common options: --data-dir <dir> (default: $BRAND_DESIGN_DATA_DIR or ./.brand-design)
`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(MAIN_HELP);
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write('brand-design 0.1.0\n');
    return EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`brand-design: unknown command ${JSON.stringify(name)}\n\n${MAIN_HELP}`);
    return EXIT.usage;
  }
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
