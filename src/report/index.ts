/** The visual reports (issue 12 §1): renderers are pure; `loadReportArtifacts` reads a stored submission's files. */
export { renderReport } from './render-report.js';
export { renderJudgeReport, type JudgeReportArtifacts } from './render-judge-report.js';
export { loadReportArtifacts, type LoadArtifactsOptions } from './load-artifacts.js';
export type { ReportArtifacts, ReportFont, ReportImage, ReportFontFormat, ReportImageType } from './artifacts.js';
