/** In-page navigation timing: milliseconds from navigation start, null for events not reached. */
export interface RawTiming {
  dom_content_loaded_ms: number | null;
  load_ms: number | null;
}

/** Runs in the page. Self-contained. */
export function collectTiming(): RawTiming {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const at = (value: number | undefined): number | null => (value && value > 0 ? Math.round(value) : null);
  return { dom_content_loaded_ms: at(entry?.domContentLoadedEventEnd), load_ms: at(entry?.loadEventEnd) };
}
