/** FilePreview with object URLs. */
import type { FilePreviewShape } from '../../application/support/file-preview.port.ts';

/** Previews through URL.createObjectURL. */
export const browserFilePreview: FilePreviewShape = {
  create: (file) => URL.createObjectURL(file),
  revoke: (url) => URL.revokeObjectURL(url),
};
