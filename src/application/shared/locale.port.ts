/** Facts about where the person is, as their browser tells them. */
import { Context } from 'effect';

export interface LocaleShape {
  /** The IANA time zone, e.g. 'Europe/Paris' (accepting an invitation records it). */
  readonly timeZone: () => string;
}

export class Locale extends Context.Service<Locale, LocaleShape>()('Locale') {}
