/** Business constants and limits of the specification (§9), and the few the product adds, named. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Product name shown in titles and banners. */
export const PRODUCT_NAME = 'Tidemark';
/** The year on the footer's copyright line. */
export const COPYRIGHT_YEAR = 2023;

/** Notification auto-dismiss times, in ms (a notification with its own duration shows no progress bar). */
export const NOTIFICATION_DURATION_MS = {
  Success: 1 * SECOND,
  Info: 2 * SECOND,
  Warning: 4 * SECOND,
  Error: 8 * SECOND,
  Version: 8 * SECOND,
} as const;
/** How many notifications the recent list keeps: the last 9 plus the new one. */
export const RECENT_NOTIFICATIONS = 10;
/** Toast enter and leave animation. */
export const TOAST_ANIMATION_MS = 300;

/** How often the running revision is checked against the server's. */
export const REVISION_CHECK_INTERVAL_MS = 15 * MINUTE;
/** The revision script's cache-busting time bucket. */
export const REVISION_BUCKET_MS = 2 * MINUTE;
/** How long a dismissed new-version banner stays hidden while a new version is still waiting. */
export const BANNER_RESHOW_MS = 30 * MINUTE;

/** List page defaults. */
export const LIST_PAGE_DEFAULTS = { page: 0, pageSize: 10, sortDirection: 'ASC', sortBy: 'createdAt' } as const;

/** Password minimum length. */
export const PASSWORD_MIN = 12;
/** The longest password accepted (ASVS: at least 64 allowed; a cap before hashing). */
export const PASSWORD_MAX = 128;
/** Organization name minimum length (trimmed). */
export const ORGANIZATION_NAME_MIN = 2;
/** Address lines, country, state and city maximum length. */
export const ADDRESS_FIELD_MAX = 256;
/** Zip code maximum length. */
export const ZIPCODE_MAX = 12;
/** Client message maximum length. */
export const CLIENT_MESSAGE_MAX = 2048;
/** Client image URL maximum length. */
export const CLIENT_IMAGE_URL_MAX = 512;
/** Largest image a client may upload, in bytes (the hint says 10MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Name fields maximum length. */
export const NAME_MAX = 128;
/** Description maximum length. */
export const DESCRIPTION_MAX = 2048;

/** Demo status polling interval. */
export const DEMO_POLL_INTERVAL_MS = 5 * SECOND;
/** How long a demo build typically takes (the server's default build time). */
export const DEMO_BUILD_MS_DEFAULT = 2 * MINUTE;
/** The retry advice when a demo could not be built: 'Try again in 10 minutes'. */
export const DEMO_RETRY_MINUTES = 10;
/** How many sample people a demo organization has. */
export const DEMO_TEAM_SIZE = 10;

/** How long the 'Email Verified' notice shows. */
export const VERIFIED_NOTICE_MS = 5 * SECOND;
/** How long the empty-state joke stays the same. */
export const EMPTY_STATE_JOKE_TTL_MS = 24 * HOUR;
/** The ticket filter's recursive default. */
export const TICKET_FILTER_RECURSIVE_DEFAULT = true;
/** The areas a feature flag gates (§1). */
export interface FeatureFlags {
  readonly documentation: boolean;
  readonly support: boolean;
  readonly report: boolean;
}
/** The areas' names, as the Features section and its toasts say them. */
export const FEATURE_NAMES: Readonly<Record<keyof FeatureFlags, string>> = { documentation: 'Documentation', support: 'Support inbox', report: 'Reports' };
/** Feature flag defaults: every area off. */
export const FEATURE_FLAG_DEFAULTS = { documentation: false, support: false, report: false } as const;
/** Demo mode is on (the specification's signed-out routing). */
export const DEMO_MODE_DEFAULT = true;

/** Days without activity after which a support case resolves itself (server default). */
export const AUTO_RESOLVE_AFTER_DAYS_DEFAULT = 14;
/** The bot that resolves inactive cases, and what it writes. */
export const AUTO_RESOLVE_AUTHOR = 'TwoWeeks Bot';
export const AUTO_RESOLVE_MESSAGE = 'This issue has been marked resolved due to prolonged inactivity.';
/** Spinners and skeletons wait this long, so fast answers never flash one. */
export const SPINNER_DELAY_MS = 150;
