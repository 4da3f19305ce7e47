/**
 * Images for the Markdown editor: a file is checked before anything is sent (an image type the
 * product takes, at most 10 MB), uploaded through the member upload path, and answered as the
 * address of the stored image on this site, or as a sentence saying why not.
 */
import { imageFileRefusal, UPLOADED_IMAGE_PATTERN } from '../../domain/shared/uploaded-image.ts';
import { TOASTS } from '../../domain/shared/messages.ts';
import { DocumentImageUpload } from './document-image-upload.port.ts';
import { run, type Runner } from './run.ts';

/** How an image upload ended. */
export type ImageUploadOutcome = { readonly status: 'done'; readonly url: string } | { readonly status: 'failed'; readonly message: string };

/** Uploads images for documents. */
export interface DocumentImages {
  readonly upload: (file: Blob & { readonly name: string }) => Promise<ImageUploadOutcome>;
}

/** Builds the uploader over the upload port. */
export function createDocumentImages(runner: Runner<DocumentImageUpload>): DocumentImages {
  return {
    upload: async (file) => {
      const refusal = imageFileRefusal(file);
      if (refusal) return { status: 'failed', message: `${refusal.title}. ${refusal.subTitle}.` };
      const outcome = await run(runner, DocumentImageUpload.use((uploads) => uploads.upload({ file, name: file.name })));
      if (outcome.status === 'failure') return { status: 'failed', message: outcome.error.message };
      // The address kept in the text is a path of this site, as the renderer shows images (never another site's).
      const url = outcome.status === 'success' ? outcome.value : '';
      return new RegExp(UPLOADED_IMAGE_PATTERN).test(url) ? { status: 'done', url } : { status: 'failed', message: TOASTS.fileUploadErrorSubtitle };
    },
  };
}
