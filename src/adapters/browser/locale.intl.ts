/** Locale from the browser's Intl settings. */
import type { LocaleShape } from '../../application/shared/locale.port.ts';

/** The browser's time zone, 'UTC' when it does not say. */
export const intlLocale: LocaleShape = {
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
};
