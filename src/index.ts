/**
 * The public surface of brand-design. Only what a user needs; a test pins this list.
 */
export { openBrandDesign } from './api/runtime.js';
export type { BrandDesign, BrandDesignOptions, RecoverMode } from './api/runtime.js';
export type { JobControl } from './api/job-control.js';
export type { NetworkOptions } from './crawl/network-policy.js';
export { CAPTURE_WARNING_CODES } from './crawl/warnings.js';
export type { CaptureWarning, CaptureWarningCode } from './crawl/warnings.js';
export type { Client, PublicClient, SubmissionsApi, JudgeApi, PromptsApi, SearchApi, Account } from './api/client.js';
export type { SearchBody, SearchResults, SimilarParams, HistoryParams, HistoryList, SearchServiceOptions } from './api/search.js';
export type { SearchCard } from './search/search.js';
export type { EnhancedPrompt, GeneratorOptions } from './prompts/enhance.js';
export type { CreateJudgeBody, JudgeCreated, JudgeStatusView, JudgeVerdict, JudgeList } from './api/judge.js';
export type { JudgeStatus, JudgeCacheHit } from './jobs/judge-store.js';
export { fixesToCss } from './verify/fixes-css.js';
export type { Fix, ComponentId } from './verify/types.js';
export type { CreateSubmissionBody, CreateSubmissionOptions, MapSubmissionCreated } from './api/submission-create.js';
export type {
  ListSubmissionsParams, SubmissionList, ResultEnvelope, ArtifactRef, DownloadManifest, WaitOptions,
} from './api/submission-read.js';
export type { SubmissionStatusView, SubmissionCreated } from './api/views.js';
export type { ApiKeyInfo, CreatedApiKey, CreateKeyInput } from './api/keys.js';
export type { MeteringOptions, CreditCosts } from './api/credits.js';
export { ROLES } from './api/roles.js';
export type { Role } from './api/roles.js';
export { BrandDesignError, NotReadyError, ValidationError, ERROR_CODES } from './errors.js';
export type { ErrorCode, ValidationIssue } from './errors.js';
export { SUBMISSION_STATUS } from './jobs/states.js';
export type { SubmissionStatus } from './jobs/states.js';
export { SECTION_NAMES } from './analyze/section-names.js';
export type { SectionName } from './analyze/section-names.js';
export { analyzeCapture } from './analyze/run.js';
export type { Capture } from './crawl/capture-types.js';
export { exportDesignSystem, EXPORT_FORMATS, toDtcg, toDtcgLegacy, toFigmaVariables, toCssVariables, toTailwindTheme, toDesignMd } from './export/index.js';
export type { ExportFormat, ExportOptions, DtcgOptions, CssVariablesOptions, FigmaVariablesBody } from './export/index.js';
export type { BrowserOptions } from './crawl/types.js';
export { renderReport, renderJudgeReport, loadReportArtifacts } from './report/index.js';
export type { ReportArtifacts, ReportFont, ReportImage, JudgeReportArtifacts, LoadArtifactsOptions } from './report/index.js';
export type * from './types/index.js';
