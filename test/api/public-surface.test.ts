import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';

describe('the public surface', () => {
  it('exports exactly the documented values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'BrandDesignError', 'CAPTURE_WARNING_CODES', 'ERROR_CODES', 'EXPORT_FORMATS', 'NotReadyError', 'ROLES', 'SECTION_NAMES', 'SUBMISSION_STATUS', 'ValidationError',
      'analyzeCapture', 'exportDesignSystem', 'fixesToCss', 'loadReportArtifacts', 'openBrandDesign', 'renderJudgeReport', 'renderReport', 'toCssVariables', 'toDesignMd', 'toDtcg', 'toDtcgLegacy', 'toFigmaVariables', 'toTailwindTheme',
    ]);
  });

  it('maps every spec error code to its status', () => {
    expect(Object.fromEntries(Object.entries(api.ERROR_CODES).map(([k, v]) => [k, v.status]))).toMatchObject({
      UNAUTHORIZED: 401, INSUFFICIENT_CREDITS: 402, FORBIDDEN: 403, NOT_FOUND: 404, NOT_READY: 409,
      INVALID_REQUEST: 422, BRAND_ADHERENCE_FAILED: 424, SEARCH_FAILED: 502, AT_CAPACITY: 503,
    });
    expect(new api.BrandDesignError('INTERNAL', 'boom').toJSON()).toBe('Internal Server Error: boom');
    expect(new api.BrandDesignError('AT_CAPACITY', 'busy').toJSON()).toEqual({ detail: 'busy' });
  });
});
