/**
 * `--help` for the npm run scripts (eval:search, eval:realweb, eval:judge): the usage is the
 * script's own header comment, so the text that documents a script is the text it prints.
 */
import { readFileSync } from 'node:fs';

/** The first block comment of a source file, without its ` * ` gutters. */
export function headerUsage(source: string): string {
  const header = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  return header.split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n').trim();
}

/** Prints the script's usage and exits 0 when `--help` or `-h` is among its arguments. */
export function exitWithUsageIfAsked(scriptUrl: string, argv: readonly string[] = process.argv.slice(2)): void {
  if (!argv.includes('--help') && !argv.includes('-h')) return;
  process.stdout.write(`${headerUsage(readFileSync(new URL(scriptUrl), 'utf8'))}\n`);
  process.exit(0);
}
