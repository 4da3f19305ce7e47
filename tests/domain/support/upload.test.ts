import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isAcceptedImageType, sniffImageType } from '../../../src/domain/shared/uploaded-image.ts';
import {
  initialState,
  transition,
  uploadRequestError,
  type State,
  type UploadRequest,
} from '../../../src/domain/support/upload.ts';

const shotRequest: UploadRequest = { name: 'shot.png', category: 'ISSUE', issueToken: 'tok-1' };
const logoRequest: UploadRequest = { name: 'logo.png', category: 'ISSUE', issueToken: 'tok-1' };

const idleWithLogo: State = { status: 'idle', urls: { 'logo.png': 'https://files.test/logo.png' } };
const uploadingShot: State = { status: 'uploading', request: shotRequest, urls: { 'logo.png': 'https://files.test/logo.png' } };

// ---------------------------------------------------------------------------------------------

const whenIdle = suite('upload: when idle');

whenIdle('nothing is uploading and no url is stored at first', () => {
  assert.equal(initialState, { status: 'idle', urls: {} });
});

whenIdle('start records the request and starts uploading, keeping stored urls', () => {
  assert.equal(transition(idleWithLogo, { type: 'start', request: shotRequest }), {
    status: 'uploading',
    request: shotRequest,
    urls: { 'logo.png': 'https://files.test/logo.png' },
  });
});

whenIdle('a success with nothing uploading changes nothing', () => {
  assert.is(transition(idleWithLogo, { type: 'success', name: 'shot.png', url: 'https://files.test/shot.png' }), idleWithLogo);
});

whenIdle('a failure with nothing uploading changes nothing', () => {
  assert.is(transition(idleWithLogo, { type: 'failure', name: 'shot.png' }), idleWithLogo);
});

whenIdle('cancel forgets the stored url of that file', () => {
  assert.equal(transition(idleWithLogo, { type: 'cancel', name: 'logo.png' }), { status: 'idle', urls: {} });
  assert.equal(idleWithLogo.urls, { 'logo.png': 'https://files.test/logo.png' }, 'the previous state is not mutated');
});

whenIdle('cancel for a file with no stored url returns the same state', () => {
  assert.is(transition(idleWithLogo, { type: 'cancel', name: 'other.png' }), idleWithLogo);
});

whenIdle.run();

// ---------------------------------------------------------------------------------------------

const whenUploading = suite('upload: when uploading');

whenUploading('success stores the url by name, clears the request and stops uploading', () => {
  assert.equal(transition(uploadingShot, { type: 'success', name: 'shot.png', url: 'https://files.test/shot.png' }), {
    status: 'idle',
    urls: { 'logo.png': 'https://files.test/logo.png', 'shot.png': 'https://files.test/shot.png' },
  });
});

whenUploading('success for another file name changes nothing', () => {
  assert.is(transition(uploadingShot, { type: 'success', name: 'other.png', url: 'https://files.test/other.png' }), uploadingShot);
});

whenUploading('failure clears the request and stops uploading, keeping stored urls', () => {
  assert.equal(transition(uploadingShot, { type: 'failure', name: 'shot.png' }), {
    status: 'idle',
    urls: { 'logo.png': 'https://files.test/logo.png' },
  });
});

whenUploading('failure for another file name changes nothing', () => {
  assert.is(transition(uploadingShot, { type: 'failure', name: 'other.png' }), uploadingShot);
});

whenUploading('cancel clears the request and stops uploading', () => {
  assert.equal(transition(uploadingShot, { type: 'cancel', name: 'shot.png' }), {
    status: 'idle',
    urls: { 'logo.png': 'https://files.test/logo.png' },
  });
});

whenUploading('cancel of a re-upload also forgets the url stored by the earlier upload', () => {
  const reuploading: State = { status: 'uploading', request: logoRequest, urls: { 'logo.png': 'https://files.test/logo.png' } };
  assert.equal(transition(reuploading, { type: 'cancel', name: 'logo.png' }), { status: 'idle', urls: {} });
});

whenUploading('cancel for another file name with no stored url changes nothing', () => {
  assert.is(transition(uploadingShot, { type: 'cancel', name: 'other.png' }), uploadingShot);
});

whenUploading('cancel of an earlier finished file forgets its url and keeps uploading', () => {
  assert.equal(transition(uploadingShot, { type: 'cancel', name: 'logo.png' }), {
    status: 'uploading',
    request: shotRequest,
    urls: {},
  });
});

whenUploading('a new start records the new request', () => {
  const next = transition(uploadingShot, { type: 'start', request: logoRequest });
  assert.equal(next, { status: 'uploading', request: logoRequest, urls: uploadingShot.urls });
});

whenUploading.run();

// ---------------------------------------------------------------------------------------------

function bytes(...parts: (readonly number[] | string)[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') for (const ch of part) out.push(ch.charCodeAt(0));
    else out.push(...part);
  }
  return Uint8Array.from(out);
}

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 0x0d], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00, 0x01, 0x01]);
const GIF87A = bytes('GIF87a', [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]);
const GIF89A = bytes('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]);
const WEBP = bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBP', 'VP8 ', [0x18, 0x00, 0x00, 0x00]);

const sniff = suite('upload: sniffImageType');

sniff('a PNG is recognised by its signature', () => {
  assert.is(sniffImageType(PNG), 'image/png');
});

sniff('a JPEG is recognised by its start-of-image marker', () => {
  assert.is(sniffImageType(JPEG), 'image/jpeg');
  assert.is(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif')), 'image/jpeg');
});

sniff('both GIF versions are recognised', () => {
  assert.is(sniffImageType(GIF87A), 'image/gif');
  assert.is(sniffImageType(GIF89A), 'image/gif');
});

sniff('a WebP is a RIFF container whose form type is WEBP', () => {
  assert.is(sniffImageType(WEBP), 'image/webp');
});

sniff('the bytes decide, even when they sit in a larger buffer', () => {
  const buffer = new Uint8Array(64);
  buffer.set(PNG, 16);
  assert.is(sniffImageType(buffer.subarray(16)), 'image/png');
  assert.is(sniffImageType(buffer), null);
});

sniff('plain text is refused', () => {
  assert.is(sniffImageType(new TextEncoder().encode('hello, this is not an image')), null);
});

sniff('an SVG is text and is refused', () => {
  assert.is(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), null);
  assert.is(sniffImageType(new TextEncoder().encode('<?xml version="1.0"?><svg/>')), null);
});

sniff('a RIFF WAVE file is not a WebP', () => {
  assert.is(sniffImageType(bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WAVE', 'fmt ')), null);
});

sniff('truncated signatures are refused', () => {
  assert.is(sniffImageType(PNG.subarray(0, 7)), null);
  assert.is(sniffImageType(JPEG.subarray(0, 2)), null);
  assert.is(sniffImageType(GIF89A.subarray(0, 5)), null);
  assert.is(sniffImageType(WEBP.subarray(0, 11)), null);
  assert.is(sniffImageType(bytes('RIFF')), null);
  assert.is(sniffImageType(new Uint8Array(0)), null);
});

sniff('a near miss is refused', () => {
  assert.is(sniffImageType(bytes('GIF88a', [0, 0])), null);
  assert.is(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00])), null);
  assert.is(sniffImageType(bytes('BM', [0x36, 0, 0, 0, 0, 0, 0, 0])), null);
});

sniff.run();

// ---------------------------------------------------------------------------------------------

const declared = suite('upload: isAcceptedImageType');

declared('PNG, JPEG, GIF and WebP are accepted', () => {
  for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) assert.ok(isAcceptedImageType(type), type);
});

declared('other types are refused, SVG included', () => {
  for (const type of ['image/svg+xml', 'image/bmp', 'image/jpg', 'text/plain', 'application/pdf', '', 'image/']) {
    assert.not.ok(isAcceptedImageType(type), type);
  }
});

declared.run();

// ---------------------------------------------------------------------------------------------

const request = suite('upload: uploadRequestError');
const file = new Blob(['x'], { type: 'image/png' });

request('a missing file is reported first, even when the name is missing too', () => {
  assert.is(uploadRequestError({}), 'A file is required to process an upload');
  assert.is(uploadRequestError({ name: '' }), 'A file is required to process an upload');
  assert.is(uploadRequestError({ file: null, name: 'shot.png' }), 'A file is required to process an upload');
});

request('with a file, a missing name is reported', () => {
  assert.is(uploadRequestError({ file }), 'A name is required to process an upload');
  assert.is(uploadRequestError({ file, name: '' }), 'A name is required to process an upload');
  assert.is(uploadRequestError({ file, name: null }), 'A name is required to process an upload');
});

request('a file with a name is a valid request', () => {
  assert.is(uploadRequestError({ file, name: 'shot.png' }), null);
});

request.run();
