/**
 * What a report embeds besides the design system: the page's screenshot and the font files the
 * page rendered with (issue 12 §1). Plain bytes in, so the renderers stay pure; reading them from a
 * submission's stored artifacts is `load-artifacts.ts`.
 */

export type ReportImageType = 'image/png' | 'image/jpeg' | 'image/webp';
export type ReportFontFormat = 'woff2' | 'woff' | 'truetype' | 'opentype';

export interface ReportImage {
  type: ReportImageType;
  data: Uint8Array;
}

/** One captured font file: one face (weight, style) of a family the page rendered. */
export interface ReportFont {
  /** The family name as the page declares it (`Inter`, `Playfair Display`). */
  family: string;
  /** CSS font-weight of the face, `400` or a variable range `100 900`. @default '400' */
  weight?: string;
  /** @default 'normal' */
  style?: string;
  format: ReportFontFormat;
  data: Uint8Array;
}

export interface ReportArtifacts {
  /** The viewport screenshot of the page. */
  screenshot?: ReportImage | null;
  /** Captured font files; the type specimen, buttons and inputs are set in them. */
  fonts?: ReportFont[];
  /** Shown in the header and the footer. */
  submissionId?: string;
  sourceUrl?: string;
  /** ISO time the page was captured or the extraction completed. */
  capturedAt?: string;
  /** Font files the loader left out (over the size budget, unreadable), for an honest note. */
  fontsOmitted?: number;
  /**
   * The token exports offered as downloads inside the report (DTCG, CSS, Tailwind, DESIGN.md and
   * the design system JSON). @default true
   */
  exports?: boolean;
}

export function dataUri(type: string, data: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64')}`;
}

export function textDataUri(type: string, text: string): string {
  return dataUri(`${type};charset=utf-8`, new TextEncoder().encode(text));
}
