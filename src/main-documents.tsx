/**
 * The Markdown editor's image uploads, composed on demand (src/main.tsx loads this with the first
 * image a person adds): the member upload adapter for documents and the uploader over it.
 */
import { ManagedRuntime } from 'effect';
import { documentImageUploadLayer } from './adapters/upload/document-image-upload.http.ts';
import { createDocumentImages, type DocumentImages } from './application/shared/document-images.ts';
import { organizationIdFromPath } from './domain/shared/paths.ts';

/** The uploader, over the page's fetch; the organization is the page's. */
export function documentImages(fetchFn: typeof fetch): DocumentImages {
  return createDocumentImages(ManagedRuntime.make(documentImageUploadLayer(fetchFn, () => organizationIdFromPath(window.location.pathname))));
}
