/**
 * Uploaded images, for every area (support case images, avatars, covers): the types accepted, what
 * a file really is from its bytes, and the address of a stored image: a path on this site
 * (`/upload/files/{key}`), never another site's address, so an avatar, a cover or an image in a
 * support case cannot be a tracking pixel. A full address is read for its path, and what is kept
 * is always the path.
 */

import { UPLOAD_MAX_BYTES } from './constants.ts';
import { TOASTS } from './messages.ts';

/** Where stored uploads are served from. */
export const UPLOAD_FILES_PATH = '/upload/files/';

/** The longest stored file key (the server's keys are about 80 characters). */
const KEY_MAX = 200;
const KEY = /^[\w.-]+$/;

/** The pattern of a stored upload's path, as JSON schema text (letters, digits, `_`, `.`, `-`). */
export const UPLOADED_IMAGE_PATTERN = `^${UPLOAD_FILES_PATH}[A-Za-z0-9_.-]{1,${KEY_MAX}}$`;

/** The key of the stored upload an address names (its path, or a full address's path); null for anything else. */
export function uploadKeyOf(address: string): string | null {
  let path = address;
  if (/^https?:\/\//i.test(address)) {
    try {
      path = new URL(address).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(UPLOAD_FILES_PATH)) return null;
  const key = path.slice(UPLOAD_FILES_PATH.length);
  return key.length <= KEY_MAX && KEY.test(key) ? key : null;
}

/** The site path of the stored upload an address names; null for anything else. */
export function uploadPathOf(address: string): string | null {
  const key = uploadKeyOf(address);
  return key === null ? null : `${UPLOAD_FILES_PATH}${key}`;
}

/** Accepted image types, by MIME type. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Whether a file's declared type is an image the product accepts. */
export function isAcceptedImageType(type: string): type is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Why a chosen file cannot be sent as an image before anything is uploaded (§5: the type's
 * notification, word for word), as a notification's title and subtitle; null when it may be.
 */
export function imageFileRefusal(file: { readonly type: string; readonly size: number }): { readonly title: string; readonly subTitle: string } | null {
  if (!isAcceptedImageType(file.type)) return { title: TOASTS.invalidFileType, subTitle: TOASTS.invalidFileTypeSubtitle };
  if (file.size > UPLOAD_MAX_BYTES) return { title: 'This image is too large', subTitle: `Images can be up to 10MB; this one is ${(file.size / 1024 / 1024).toFixed(1)}MB` };
  return null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** What a file really is, from its first bytes (never from its name or declared type). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
