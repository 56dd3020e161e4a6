/** Issue 8 item 9: every CLI error becomes one line with its cause and the documented exit code. */
import { describe, expect, it } from 'vitest';
import { describeCliError } from '../../src/cli/error-line.js';
import { UsageError } from '../../src/cli/args.js';
import { BrandDesignError, invalid } from '../../src/errors.js';

const fsError = (code: string, syscall: string, path: string, extra: Record<string, string> = {}) =>
  Object.assign(new Error(`${code}: something, ${syscall} '${path}'`), { code, syscall, path, ...extra });

describe('describeCliError', () => {
  it('maps usage, validation, environment and work failures to 2, 2, 3 and 1', () => {
    expect(describeCliError('list', new UsageError('--limit expects a number'))).toEqual({ line: 'brand-design list: --limit expects a number', exit: 2, help: true });
    expect(describeCliError('extract', invalid(['body', 'url'], 'bad scheme'))).toMatchObject({ line: 'brand-design extract: INVALID_REQUEST: body.url: bad scheme', exit: 2 });
    expect(describeCliError('extract', new BrandDesignError('BROWSER_NOT_FOUND', 'none'))).toMatchObject({ exit: 3 });
    expect(describeCliError('extract', new BrandDesignError('BROWSER_LAUNCH_FAILED', 'no start'))).toMatchObject({ exit: 3 });
    expect(describeCliError('show', new BrandDesignError('NOT_FOUND', 'No submission "x"'))).toMatchObject({ exit: 1, help: false });
  });

  it('names the path and the cause of file-system errors', () => {
    expect(describeCliError('export', fsError('EISDIR', 'open', '/tmp'))).toEqual({ line: 'brand-design export: cannot write /tmp: it is a folder, not a file (EISDIR)', exit: 3, help: false });
    expect(describeCliError('export', fsError('EACCES', 'open', '/sys/x.css')).line).toBe('brand-design export: cannot write /sys/x.css: permission denied (EACCES)');
    expect(describeCliError('extract', fsError('EEXIST', 'mkdir', '/o/a')).line).toBe('brand-design extract: cannot create /o/a: it already exists and is not a folder (EEXIST)');
    expect(describeCliError('extract', fsError('ENOSPC', 'copyfile', '/src', { dest: '/out/x.png' })).line).toBe('brand-design extract: cannot copy to /out/x.png: no space left on the device (ENOSPC)');
  });

  it('never prints a stack trace or a second line, unless debugging', () => {
    const error = new TypeError('cannot read properties of undefined\n    at somewhere (file.js:1:1)');
    const described = describeCliError('show', error);
    expect(described).toEqual({ line: 'brand-design show: unexpected error: TypeError: cannot read properties of undefined', exit: 3, help: false });
    expect(describeCliError('show', new BrandDesignError('INTERNAL', 'first\nsecond')).line).toBe('brand-design show: INTERNAL: first second');
    expect(describeCliError('show', error, true).line).toContain('at ');
  });
});
