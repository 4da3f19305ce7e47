/** Business constants and limits of the specification (§9). */

/** Client message maximum length. */
export const CLIENT_MESSAGE_MAX = 2048;
/** Client image URL maximum length. */
export const CLIENT_IMAGE_URL_MAX = 512;
/** Largest image a client may upload, in bytes (the hint says 10MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Name fields maximum. */
export const NAME_MAX = 128;
/** Description maximum. */
export const DESCRIPTION_MAX = 2048;
/** Days without activity after which a support case resolves itself (server default). */
export const AUTO_RESOLVE_AFTER_DAYS_DEFAULT = 14;
/** The bot that resolves inactive cases, and what it writes. */
export const AUTO_RESOLVE_AUTHOR = 'TwoWeeks Bot';
export const AUTO_RESOLVE_MESSAGE = 'This issue has been marked resolved due to prolonged inactivity.';
/** Product name shown in titles and banners. */
export const PRODUCT_NAME = 'Tidemark';
