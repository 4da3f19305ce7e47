/**
 * The dashboard's time-zone banner: shown when the browser's time zone differs from the one of
 * the person's role (or the role has none), until the person uses the browser's zone or dismisses
 * the banner; a dismissal is remembered for that pair of zones on the device.
 */

/** The banner's words. */
export const TIME_ZONE_BANNER_TEXT = {
  title: 'Your time zone',
  differs: (browser: string, role: string) => `This browser is in ${browser}, but your profile says ${role}.`,
  unset: (browser: string) => `Your profile has no time zone yet; this browser is in ${browser}.`,
  use: (browser: string) => `Use ${browser}`,
  dismiss: 'Dismiss',
} as const;

/** Where the dismissed pairs are kept on the device. */
export const TIME_ZONE_DISMISSED_KEY = 'tidemark.timeZoneBanner.dismissed';

/** The most dismissed pairs kept (the oldest are forgotten first). */
const KEPT = 20;

/** What the banner says: the browser's zone and the role's (null when the role has none). */
export interface TimeZoneMismatch {
  readonly browser: string;
  readonly role: string | null;
}

/** A zone's canonical name (aliases such as Asia/Calcutta read as Asia/Kolkata); the name itself when unknown. */
export function canonicalZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

/** The key of a pair of zones, as dismissals remember it. */
export const pairKey = (mismatch: TimeZoneMismatch): string => `${mismatch.role ?? ''}>${mismatch.browser}`;

/** The mismatch to show, or null: no browser zone, the same zone, or this pair was dismissed. */
export function timeZoneMismatch(browser: string | null | undefined, role: string | null | undefined, dismissed: readonly string[]): TimeZoneMismatch | null {
  if (!browser) return null;
  const roleZone = role && role.trim() !== '' ? role : null;
  if (roleZone !== null && canonicalZone(roleZone) === canonicalZone(browser)) return null;
  const mismatch = { browser, role: roleZone };
  return dismissed.includes(pairKey(mismatch)) ? null : mismatch;
}

/** The dismissed pairs read from storage (anything unreadable is none). */
export function readDismissed(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string').slice(-KEPT) : [];
  } catch {
    return [];
  }
}

/** The dismissed pairs with one more (once, newest last, at most KEPT). */
export function withDismissed(dismissed: readonly string[], mismatch: TimeZoneMismatch): string[] {
  const key = pairKey(mismatch);
  return [...dismissed.filter((entry) => entry !== key), key].slice(-KEPT);
}
