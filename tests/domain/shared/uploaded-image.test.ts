/**
 * The address of an uploaded image (issue 16, finding 9): only a path under /upload/files/ names a
 * stored image, a full address is read for its path, and what is kept is always this site's path.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { imageFileRefusal, uploadKeyOf, uploadPathOf, UPLOADED_IMAGE_PATTERN } from '../../../src/domain/shared/uploaded-image.ts';

const address = suite('uploaded image addresses');

address('a path or a full address under /upload/files/ names its key; the kept path never names a host', () => {
  assert.is(uploadKeyOf('/upload/files/issue-1-abc.png'), 'issue-1-abc.png');
  assert.is(uploadKeyOf('https://tracker.example/upload/files/issue-1-abc.png'), 'issue-1-abc.png');
  assert.is(uploadKeyOf('HTTP://host.test/upload/files/a_b-c.webp'), 'a_b-c.webp');
  assert.is(uploadPathOf('https://tracker.example/upload/files/issue-1-abc.png'), '/upload/files/issue-1-abc.png');
});

address('anything else names no stored image', () => {
  const others = [
    'https://tracker.example/pixel.gif', '/upload/files/', '/upload/files/a/b.png', '/upload/files/a b.png', '/uploads/files/a.png',
    'upload/files/a.png', 'javascript:alert(1)', 'https://', `/upload/files/${'k'.repeat(201)}`, 'data:image/png;base64,AAAA',
  ];
  for (const other of others) {
    assert.is(uploadKeyOf(other), null, other);
    assert.is(uploadPathOf(other), null, other);
  }
});

address('the schema pattern takes exactly the paths that name a key', () => {
  const pattern = new RegExp(UPLOADED_IMAGE_PATTERN);
  for (const path of ['/upload/files/a.png', `/upload/files/${'k'.repeat(200)}`]) {
    assert.ok(pattern.test(path), path);
    assert.is(uploadPathOf(path), path);
  }
  for (const other of ['https://h.test/upload/files/a.png', '/upload/files/', `/upload/files/${'k'.repeat(201)}`, '/upload/files/a/b']) assert.not.ok(pattern.test(other), other);
});

address.run();

const chosen = suite('a chosen image file');

chosen('is refused for its type first (§5 word for word), then for its size; an image up to 10MB may go', () => {
  const MB = 1024 * 1024;
  assert.equal(imageFileRefusal({ type: 'text/csv', size: 20 * MB }), { title: 'This type of file is invalid', subTitle: 'Make sure you only upload image files' });
  assert.equal(imageFileRefusal({ type: 'image/svg+xml', size: 10 }), { title: 'This type of file is invalid', subTitle: 'Make sure you only upload image files' });
  assert.equal(imageFileRefusal({ type: 'image/png', size: 10 * MB + 1 }), { title: 'This image is too large', subTitle: 'Images can be up to 10MB; this one is 10.0MB' });
  assert.is(imageFileRefusal({ type: 'image/jpeg', size: 10 * MB }), null);
});

chosen.run();
