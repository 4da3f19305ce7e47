/** Local previews of files the user picked, before anything is uploaded. */
import { Context } from 'effect';

export interface FilePreviewShape {
  /** An address the page can show the file from. */
  readonly create: (file: Blob) => string;
  /** Frees a preview made by `create`. */
  readonly revoke: (url: string) => void;
}

export class FilePreview extends Context.Service<FilePreview, FilePreviewShape>()('FilePreview') {}
