/**
 * Cookie and consent banners: click a visible accept/agree/allow button inside a known banner
 * container, or hide the container when it has none. The page is captured as a visitor who
 * accepted would see it, and the capture says so in its warnings.
 */
/** Global (Symbol-keyed) where the banner elements found are remembered between the two steps. */
export const CONSENT_KEY = 'brand-design.consent';

export interface ConsentFinding {
  /** A short selector for the banner. */
  container: string;
  /** Text of the button clicked, or null when none was found. */
  clicked: string | null;
}

/**
 * Runs in the page. Finds the banner, clicks its accept button, remembers the banner elements.
 * A click restarts the mutation clock (`clockKey`), so "DOM stable" then means "since the click".
 */
export function acceptConsent(args: { key: string; clockKey: string }): ConsentFinding | null {
  const CONTAINER = /(onetrust|cookie|consent|gdpr|cc-banner|cc-window|cookiebot|usercentrics|didomi|truste|qc-cmp|\bcmp\b|cmp-|privacy-banner)/i;
  const ACCEPT = /^(accept|agree|allow|i agree|i accept|ok|okay|got it|yes|understood)\b/i;
  const describe = (el: Element): string =>
    el.id ? `${el.localName}#${el.id}` : `${el.localName}${Array.from(el.classList).slice(0, 2).map((c) => `.${c}`).join('')}`;
  const shown = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    return rect.width * rect.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const overlaid = (el: Element): boolean => {
    // Banners float over the page or are announced as dialogs; a "cookie" recipe card does neither.
    for (let node: Element | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    const role = el.getAttribute('role');
    return role === 'dialog' || role === 'alertdialog' || el.getAttribute('aria-modal') === 'true';
  };
  const named = (el: Element): boolean =>
    CONTAINER.test(el.id) || CONTAINER.test(el.getAttribute('class') ?? '') || CONTAINER.test(el.getAttribute('aria-label') ?? '');

  const candidates = Array.from(document.querySelectorAll('body *')).filter((el) => named(el) && shown(el) && overlaid(el));
  const outermost = candidates.filter((el) => !candidates.some((other) => other !== el && other.contains(el)));
  if (outermost.length === 0) return null;
  // A consent manager often shows a backdrop beside the banner; all of them are remembered.
  (globalThis as unknown as Record<symbol, Element[]>)[Symbol.for(args.key)] = outermost;

  const acceptButtons = (container: Element): { el: HTMLElement; label: string }[] =>
    Array.from(container.querySelectorAll<HTMLElement>('button, a, [role="button"], input[type="button"], input[type="submit"]'))
      .filter(shown)
      .map((el) => ({ el, label: ((el as HTMLInputElement).value || el.innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim() }))
      .filter(({ label }) => ACCEPT.test(label));
  for (const container of outermost) {
    const buttons = acceptButtons(container);
    // "Accept all" beats "Accept necessary only".
    const best = buttons.find(({ label }) => /\ball\b/i.test(label)) ?? buttons[0];
    if (!best) continue;
    best.el.click();
    (globalThis as unknown as Record<symbol, number>)[Symbol.for(args.clockKey)] = performance.now();
    return { container: describe(container), clicked: best.label.slice(0, 60) };
  }
  return { container: describe(outermost[0]!), clicked: null };
}

/** Runs in the page. Hides the remembered banner parts still visible; true when it hid any. */
export function hideConsent(args: { key: string }): boolean {
  const containers = (globalThis as unknown as Record<symbol, HTMLElement[] | undefined>)[Symbol.for(args.key)] ?? [];
  let hid = false;
  for (const container of containers) {
    if (!container.isConnected) continue;
    const rect = container.getBoundingClientRect();
    if (rect.width * rect.height <= 1 || !container.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    container.style.setProperty('display', 'none', 'important');
    hid = true;
  }
  return hid;
}

/** The warning recorded for a banner. */
export function consentWarning(finding: ConsentFinding, hidden: boolean): string {
  if (finding.clicked && !hidden) return `consent banner ${finding.container} dismissed by clicking "${finding.clicked}"`;
  if (finding.clicked) return `consent banner ${finding.container} still shown after clicking "${finding.clicked}"; it was hidden`;
  return `consent banner ${finding.container} has no accept button; it was hidden`;
}
