/**
 * The one place that turns anything a command throws into one stderr line and an exit code
 * (issue 8 item 9: "Every CLI error is one line with the cause and exit code 2/3 as documented").
 * Pure: `describeCliError` only reads the error.
 *
 * Exit codes (README "Command line"): 1 the work failed (a submission failed, NOT_FOUND…),
 * 2 usage or validation (422), 3 environment (no usable Chromium, a path that cannot be written,
 * anything unexpected). No stack trace unless BRAND_DESIGN_DEBUG is set.
 */
import { BrandDesignError } from '../errors.js';
import { EXIT, UsageError } from './args.js';

export interface CliErrorLine {
  /** One line, no trailing newline. */
  line: string;
  exit: number;
  /** Print the command's help after the line (usage errors). */
  help: boolean;
}

/** Words for the file-system error codes a write or read can meet. */
const FS_CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'it is a folder, not a file',
  ENOTDIR: 'a file is in the way where a folder is needed',
  EEXIST: 'it already exists and is not a folder',
  ENOENT: 'no such file or folder (or the file system does not allow creating it)',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exhausted',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  EBUSY: 'the file is busy',
  EINVAL: 'invalid argument',
};

const ACTIONS: Record<string, string> = {
  open: 'write', mkdir: 'create', copyfile: 'copy to', stat: 'read', scandir: 'read', rename: 'rename', unlink: 'remove',
};

/** Codes that mean this machine cannot do the work (exit 3), not that the work failed (exit 1). */
const ENVIRONMENT_CODES: ReadonlySet<string> = new Set(['BROWSER_NOT_FOUND', 'BROWSER_LAUNCH_FAILED', 'BROWSER_UNAVAILABLE', 'DATABASE_CORRUPT', 'INTERNAL']);

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}

function fsLine(error: NodeJS.ErrnoException): string | null {
  const code = error.code;
  if (!code || !FS_CAUSES[code] || !error.syscall) return null;
  const action = ACTIONS[error.syscall] ?? error.syscall;
  // copyfile reports the destination as `dest`: that is the path the user chose.
  const path = (error as { dest?: string }).dest ?? error.path;
  return `cannot ${action} ${path ?? 'the file'}: ${FS_CAUSES[code]} (${code})`;
}

/** What to print and which exit code to use for `error` thrown by `brand-design <command>`. */
export function describeCliError(command: string, error: unknown, debug = false): CliErrorLine {
  const prefix = `brand-design ${command}:`;
  if (error instanceof UsageError) return { line: `${prefix} ${error.message}`, exit: EXIT.usage, help: true };
  if (error instanceof BrandDesignError) {
    const exit = ENVIRONMENT_CODES.has(error.code) ? EXIT.environment : error.status === 422 ? EXIT.usage : EXIT.failed;
    return { line: `${prefix} ${error.code}: ${oneLine(error.message)}`, exit, help: false };
  }
  const fs = error instanceof Error ? fsLine(error as NodeJS.ErrnoException) : null;
  if (fs) return { line: `${prefix} ${fs}`, exit: EXIT.environment, help: false };
  const text = error instanceof Error ? (debug ? error.stack ?? error.message : `${error.name === 'Error' ? '' : `${error.name}: `}${firstLine(error.message)}`) : String(error);
  return { line: `${prefix} unexpected error: ${debug ? text : oneLine(text)}`, exit: EXIT.environment, help: false };
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
