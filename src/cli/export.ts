/** `brand-design export <id> --format …`: a submission's design system as tokens (issue 3 "Exports"). */
import { openBrandDesign } from '../api/runtime.js';
import type { ResultEnvelope } from '../api/submission-read.js';
import { NotReadyError } from '../errors.js';
import { EXPORT_FILE_NAMES, EXPORT_FORMATS, exportDesignSystem, isExportFormat } from '../export/index.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse } from './args.js';
import { writeOutputFile } from './output-files.js';
import { sharedStoreOptions } from './shared-store.js';

export const EXPORT_HELP = `Export a submission's design system as design tokens.

Usage: brand-design export <submission_id> --format <format> [options]

Formats:
  dtcg         W3C Design Tokens (DTCG 2025.10: color and dimension objects)        → ${EXPORT_FILE_NAMES.dtcg}
               read by Style Dictionary 5 and Terrazzo
  dtcg-legacy  the same tokens with string values ("#e4572e", "16px", "150ms")       → ${EXPORT_FILE_NAMES['dtcg-legacy']}
               for Style Dictionary 4 and Tokens Studio
  figma        Figma variables: the body of POST /v1/files/:file_key/variables      → ${EXPORT_FILE_NAMES.figma}
  css          CSS custom properties (:root, plus the site's other color scheme)     → ${EXPORT_FILE_NAMES.css}
  tailwind     a Tailwind CSS v4 @theme block                                        → ${EXPORT_FILE_NAMES.tailwind}
  design-md    a readable DESIGN.md guide                                            → ${EXPORT_FILE_NAMES['design-md']}

Options:
  --format <f>      one of ${EXPORT_FORMATS.join(', ')} (required)
  --out <file>      write to this file instead of standard output
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

A submission still running exports the sections finished so far; sections that failed are left out.`;

export async function runExport(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, format: { type: 'string', short: 'f' }, out: { type: 'string', short: 'o' } });
  if (positionals.length !== 1) throw new UsageError('give exactly one submission id');
  const format = values.format;
  if (format === undefined) throw new UsageError(`--format is required: one of ${EXPORT_FORMATS.join(', ')}`);
  if (!isExportFormat(format)) throw new UsageError(`--format expects one of ${EXPORT_FORMATS.join(', ')}; got ${JSON.stringify(format)}`);
  const id = positionals[0]!;

  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const client = clientOf(runtime);
    let envelope: ResultEnvelope;
    try {
      envelope = await client.submissions.result(id);
    } catch (error) {
      if (!(error instanceof NotReadyError)) throw error;
      const view = await client.submissions.get(id);
      process.stderr.write(`brand-design export: ${view.submission_id} is ${view.status} (${view.current_step}); no section is ready yet, nothing to export\n`);
      return EXIT.failed;
    }
    const designSystem = envelope.result.design_system;
    if (Object.keys(designSystem).length === 0) {
      process.stderr.write(`brand-design export: ${envelope.submission_id} is ${envelope.status}${envelope.error ? ` (${envelope.error})` : ''} and has no design system to export\n`);
      return EXIT.failed;
    }
    if (envelope.status !== 'completed') {
      process.stderr.write(`brand-design export: ${envelope.submission_id} is ${envelope.status} (${envelope.current_step}); exporting the sections finished so far\n`);
    }
    for (const e of envelope.result.section_errors) process.stderr.write(`brand-design export: section ${e.section} failed and is left out: ${e.error}\n`);

    const text = exportDesignSystem(designSystem, format);
    if (values.out === undefined) {
      process.stdout.write(text);
    } else {
      // Bounded folder creation: no endless recursive mkdir under /proc (issue 8 item 9).
      const path = writeOutputFile(values.out, text);
      process.stderr.write(`wrote ${path} (${format}, ${Buffer.byteLength(text)} bytes)\n`);
    }
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}
