/**
 * What every area of the organization pages is built with, and the caller's place in one
 * organization. Areas name the gateways their runner must provide; the shell builds one runner
 * that provides them all.
 */
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { Permissions } from '../../domain/shared/role.ts';
import type { KeyValueStoreShape } from './key-value-store.port.ts';
import type { LocaleShape } from './locale.port.ts';
import type { NavigatorShape } from './navigator.port.ts';
import type { Runner } from './run.ts';

/** The runtime an organization area's models run on, for the gateways in `Services`. */
export interface OrganizationDeps<Services> {
  readonly runner: Runner<Services>;
  readonly notify: (notification: NotificationInput) => void;
  readonly navigator: NavigatorShape;
  /** The current time, for dates shown relative to now. */
  readonly now: () => number;
  /** Small values kept on this device (the dashboard's dismissed time-zone banners). */
  readonly store?: KeyValueStoreShape;
  /** The browser's time zone (the dashboard's time-zone banner compares it with the profile's). */
  readonly locale?: LocaleShape;
}

/** What the pages of one organization need: the caller's permissions there. */
export interface OrganizationScope {
  readonly orgId: string;
  /** The caller's role id in it. */
  readonly roleId: string;
  readonly permissions: Permissions;
}
