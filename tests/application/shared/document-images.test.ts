/**
 * The Markdown editor's image uploader: files checked before anything is sent, the upload's
 * failure as a sentence, and only an address of this site's uploads taken back.
 */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocumentImageUpload } from '../../../src/application/shared/document-image-upload.port.ts';
import { createDocumentImages } from '../../../src/application/shared/document-images.ts';
import { UploadError } from '../../../src/application/shared/errors.ts';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';

const file = (name: string, type: string, size = 10) => Object.assign(new Blob([new Uint8Array(size)], { type }), { name });

const images = suite('document images');

images('an image is uploaded under its name and answered as its path here', async () => {
  const sent: string[] = [];
  const uploads = createDocumentImages(runtimeOf(stubLayer(DocumentImageUpload, { upload: (request) => (sent.push(request.name), Effect.succeed('/upload/files/document-1-abc.png')) })));
  assert.equal(await uploads.upload(file('chart.png', 'image/png')), { status: 'done', url: '/upload/files/document-1-abc.png' });
  assert.equal(sent, ['chart.png']);
});

images('a file of another type, or too large, is refused before anything is sent', async () => {
  const uploads = createDocumentImages(runtimeOf(stubLayer(DocumentImageUpload, {})));
  assert.equal(await uploads.upload(file('notes.txt', 'text/plain')), { status: 'failed', message: 'This type of file is invalid. Make sure you only upload image files.' });
  const big = await uploads.upload(file('big.png', 'image/png', 10 * 1024 * 1024 + 1));
  assert.is(big.status, 'failed');
  assert.match((big as { message: string }).message, 'Images can be up to 10MB');
});

images("the server's refusal is the message; an address elsewhere is not taken", async () => {
  const refused = createDocumentImages(runtimeOf(stubLayer(DocumentImageUpload, { upload: () => Effect.fail(new UploadError({ message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' })) })));
  assert.equal(await refused.upload(file('a.png', 'image/png')), { status: 'failed', message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' });
  const elsewhere = createDocumentImages(runtimeOf(stubLayer(DocumentImageUpload, { upload: () => Effect.succeed('https://tracker.example/pixel.png') })));
  assert.is((await elsewhere.upload(file('a.png', 'image/png'))).status, 'failed');
});

images.run();
