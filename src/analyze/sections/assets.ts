/**
 * The `assets` section (spec §2.3: "logo candidates scored (rejecting partner-logo walls and
 * small UI icons) with boxes and light/dark variants; favicons, og:image, manifest icons,
 * images, videos, font files").
 *
 * Every URL is absolute (inlined `data:` URIs are shortened to their media type) and carries
 * what the capture knows about it: HTTP status, bytes, and `saved_as` when the body was kept.
 */
import type { Capture } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { Analyzer, Finding } from '../registry.js';
import { favicons, fontFiles, manifestIcons, socialImages, type Favicon, type FontFile, type ManifestIcon, type SocialImage } from './assets-files.js';
import { analyzeLogos, type LogoCandidate, type RejectedLogo } from './assets-logo.js';
import { analyzeImages, analyzeVideos, type ImageRole, type ImagesSummary, type VideoAsset } from './assets-media.js';

export type { Favicon, FontFile, ManifestIcon, ResourceFacts, SocialImage } from './assets-files.js';
export type { LogoCandidate, RejectedLogo } from './assets-logo.js';
export type { LogoVariant } from './assets-logo-variants.js';
export type { ImageAsset, ImageRole, ImagesSummary, VideoAsset } from './assets-media.js';

export interface AssetsSection {
  /** The best-scoring logo candidate (score ≥ 4), with its light/dark variants; null when none is convincing. */
  logo: LogoCandidate | null;
  /** The top candidates, best first (the logo included). */
  logo_candidates: LogoCandidate[];
  /** Images that were not considered logos, and why (partner-logo walls, small icons, avatars). */
  rejected_logos: RejectedLogo[];
  favicons: Favicon[];
  social_images: SocialImage[];
  manifest_icons: ManifestIcon[];
  images: ImagesSummary;
  videos: VideoAsset[];
  font_files: FontFile[];
  findings?: Finding[];
}

export const assetsAnalyzer: Analyzer<AssetsSection> = {
  id: 'assets',
  // Head facts and the network log are enough for icons, og:image and fonts; no nodes, no logo.
  requires: ['final_url', 'head'],
  analyze: analyzeAssets,
};

export function analyzeAssets(_capture: Capture, ctx: AnalysisContext): AssetsSection {
  const findings: Finding[] = [];
  const logos = analyzeLogos(ctx);
  const roles = new Map<string, ImageRole>();
  for (const r of logos.rejected) roles.set(r.node_id, r.reason === 'logo_wall' ? 'partner_logo' : r.reason === 'avatar' ? 'avatar' : 'icon');
  // Other strong candidates (the footer copy of the logo) are logos too, not content images.
  for (const c of logos.candidates) if (c.score >= 6) roles.set(c.node_id, 'logo');
  if (logos.logo) {
    for (const v of logos.logo.variants) if (v.node_id) roles.set(v.node_id, 'logo');
    roles.set(logos.logo.node_id, 'logo');
  }
  const section: AssetsSection = {
    logo: logos.logo,
    logo_candidates: logos.candidates,
    rejected_logos: logos.rejected,
    favicons: favicons(ctx),
    social_images: socialImages(ctx),
    manifest_icons: manifestIcons(ctx),
    images: analyzeImages(ctx, roles),
    videos: analyzeVideos(ctx),
    font_files: fontFiles(ctx),
  };
  if (!logos.logo) findings.push({ message: 'no convincing logo candidate (none scored 4 or more)', evidence: logos.candidates.slice(0, 3).map((c) => ({ node_id: c.node_id, score: c.score })) });
  if (section.favicons.length === 0) findings.push({ message: 'the page declares no icon and no /favicon.ico was loaded' });
  for (const f of section.font_files) if (f.failed || (f.status !== null && f.status >= 400) || f.face_status === 'error') findings.push({ message: `font file failed to load: ${f.url}`, evidence: { status: f.status, failed: f.failed, face_status: f.face_status } });
  for (const i of [...section.favicons, ...section.social_images]) {
    const url = 'href' in i ? i.href : i.url;
    if (i.failed || (i.status !== null && i.status >= 400)) findings.push({ message: `asset failed to load: ${url}`, evidence: { status: i.status, failed: i.failed } });
  }
  if (findings.length > 0) section.findings = findings;
  return section;
}
