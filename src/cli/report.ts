/** `brand-design report <submission_id>`: the submission's design system as one self-contained HTML file (issue 12 §1). */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { openBrandDesign } from '../api/runtime.js';
import { loadReportArtifacts } from '../report/load-artifacts.js';
import { renderReport } from '../report/render-report.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse } from './args.js';
import { writeOutputFile } from './output-files.js';

export const REPORT_HELP = `Write a submission's design system as a visual HTML report (one file, works offline).

Usage: brand-design report <submission_id> [options]

Options:
  --out <file>      where to write it (default report-<submission_id>.html)
  --open            open it in the default browser (xdg-open on Linux, open on macOS)
  --no-exports      leave out the embedded token downloads
  --data-dir <dir>  where state and artifacts live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

A partial result (some sections still running or failed) gives a partial report.
Exit codes: 0 written, 1 not found or no section ready, 2 usage error, 3 environment error (cannot write, nothing to open it with).`;

/** The command that opens a file with the desktop's default application on `platform`. */
export function openerFor(platform: NodeJS.Platform): string {
  return platform === 'darwin' ? 'open' : platform === 'win32' ? 'explorer' : 'xdg-open';
}

/** The full path of `command` on `pathVariable` (PATH), or null when no executable file of that name is there. */
export function findOnPath(command: string, pathVariable: string | undefined): string | null {
  for (const dir of (pathVariable ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch (error) {
      // Not here, or not executable: try the next PATH entry.
      if (!['ENOENT', 'EACCES', 'ENOTDIR', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  return null;
}

export async function runReport(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, out: { type: 'string' }, open: { type: 'boolean' }, 'no-exports': { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('give exactly one submission id');
  const id = positionals[0]!;
  const dataDir = dataDirFrom(values['data-dir']);
  const runtime = await openBrandDesign({ dataDir, recover: false });
  let path: string;
  try {
    const envelope = clientOf(runtime).submissions.result(id);
    const artifacts = loadReportArtifacts(envelope, dataDir);
    if (values['no-exports']) artifacts.exports = false;
    path = writeOutputFile(values.out ?? `report-${id}.html`, renderReport(envelope.result.design_system, artifacts));
  } finally {
    await runtime.close();
  }
  process.stdout.write(`${path}\n`);
  if (!values.open) return EXIT.ok;
  const opener = openerFor(process.platform);
  const found = process.platform === 'win32' ? opener : findOnPath(opener, process.env.PATH);
  if (!found) {
    process.stderr.write(`brand-design report: wrote ${path}, but cannot open it: no '${opener}' on PATH (install xdg-utils, or open the file in a browser yourself)\n`);
    return EXIT.environment;
  }
  const child = spawn(found, [path], { detached: true, stdio: 'ignore' });
  child.on('error', (error) => process.stderr.write(`brand-design report: could not run ${found}: ${error.message}\n`));
  child.unref();
  return EXIT.ok;
}
