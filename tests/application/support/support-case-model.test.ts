import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, NetworkError, UploadError } from '../../../src/application/shared/errors.ts';
import { ImageUpload, type ImageUploadRequest } from '../../../src/application/support/image-upload.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { SupportCaseGateway, type ClientUpdate } from '../../../src/application/support/support-case-gateway.port.ts';
import { createSupportCaseModel } from '../../../src/application/support/support-case-model.ts';
import type { Issue } from '../../../src/domain/support/issue.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { runtimeOf, settle, stubLayer, testPreviews } from '../../helpers/doubles.ts';
import { sampleIssue } from '../../helpers/fixtures.ts';

const PROOF = { proof: 'p', hash: 'h' };

interface Harness {
  model: ReturnType<typeof createSupportCaseModel>;
  notes: NotificationInput[];
  updates: ClientUpdate[];
  previews: ReturnType<typeof testPreviews>;
}

interface Options {
  fetchCase?: () => Effect.Effect<Issue | null, GraphQLError | NetworkError>;
  updateCase?: (update: ClientUpdate) => Effect.Effect<Issue, GraphQLError | NetworkError>;
  upload?: (request: ImageUploadRequest) => Effect.Effect<string, UploadError>;
}

async function open(options: Options = {}): Promise<Harness> {
  const notes: NotificationInput[] = [];
  const updates: ClientUpdate[] = [];
  const previews = testPreviews();
  const gateway: { -readonly [K in keyof SupportCaseGateway['Service']]?: SupportCaseGateway['Service'][K] } = {
    fetchCase: options.fetchCase ?? (() => Effect.succeed(sampleIssue())),
  };
  if (options.updateCase) {
    const update = options.updateCase;
    gateway.updateCase = (_token, change, proof) => {
      assert.equal(proof, PROOF, 'every update carries the solved proof');
      updates.push(change);
      return update(change);
    };
  }
  const uploads: Partial<ImageUpload['Service']> = options.upload ? { upload: options.upload } : {};
  const runtime = runtimeOf(
    Layer.mergeAll(
      stubLayer(SupportCaseGateway, gateway),
      stubLayer(ProofOfWork, { solve: () => Effect.succeed(PROOF) }),
      stubLayer(ImageUpload, uploads),
    ),
  );
  const model = createSupportCaseModel({ token: 'tok', runner: runtime, notify: (n) => notes.push(n), previews });
  await settle();
  return { model, notes, updates, previews };
}

const withMessage = (issue: Issue, body: string): Issue => ({
  ...issue,
  issueActions: [...issue.issueActions, { id: 'a1', title: null, body, category: 'CLIENT_MESSAGE', createdAt: '2026-11-21T10:00:00.000Z', author: null }],
});

const image = (type = 'image/png', size = 10) => new File([new Uint8Array(size)], 'shot.png', { type });

const loading = suite('when loading');

loading('a known link shows the open case', async () => {
  const { model } = await open();
  assert.is(model.state.value.status, 'open');
});

loading('an unknown link shows not found', async () => {
  const { model } = await open({ fetchCase: () => Effect.succeed(null) });
  assert.is(model.state.value.status, 'notFound');
});

loading('a resolved case opens without a reply form state', async () => {
  const { model } = await open({ fetchCase: () => Effect.succeed(sampleIssue({ status: 'RESOLVED' })) });
  assert.is(model.state.value.status, 'resolved');
});

loading('a failed load shows the error view and the toast, and retry loads again', async () => {
  let calls = 0;
  const { model, notes } = await open({
    fetchCase: () => (++calls === 1 ? Effect.fail(new GraphQLError({ message: 'Database asleep' })) : Effect.succeed(sampleIssue())),
  });
  assert.equal(model.state.value, { status: 'failed', message: 'Database asleep' });
  assert.equal(notes, [{ type: 'Error', title: 'Could not retrieve issue', subTitle: 'Database asleep' }]);
  model.retry();
  await settle();
  assert.is(model.state.value.status, 'open');
  assert.is(calls, 2);
});

loading.run();

const writing = suite('when writing a message');

writing('an empty draft cannot be sent', async () => {
  const { model } = await open();
  assert.is(model.canSend.value, false);
  model.type('   ');
  assert.is(model.canSend.value, false, 'white space alone is not a message');
});

writing('sending stores the message, clears the draft and says so', async () => {
  const { model, notes, updates } = await open({ updateCase: (u) => Effect.succeed(withMessage(sampleIssue(), u.message!)) });
  model.type('Hello there');
  assert.is(model.canSend.value, true);
  await model.send();
  assert.equal(updates, [{ message: 'Hello there' }]);
  assert.is(model.draft.value.status, 'empty');
  const state = model.state.value;
  assert.ok(state.status === 'open' && state.issue.issueActions.length === 1 && state.pending === 'none');
  assert.equal(notes, [{ type: 'Success', title: 'Ticket has been updated' }]);
});

writing('a message that fails to send stays in the textarea', async () => {
  const { model, notes } = await open({ updateCase: () => Effect.fail(new GraphQLError({ message: 'The message can be at most 2048 characters' })) });
  model.type('Keep me');
  await model.send();
  assert.equal(model.draft.value, { status: 'writing', message: 'Keep me' });
  const state = model.state.value;
  assert.ok(state.status === 'open' && state.pending === 'none');
  assert.equal(notes, [{ type: 'Error', title: 'Could not update ticket', subTitle: 'The message can be at most 2048 characters' }]);
});

writing('a network failure keeps the message and says the server could not be reached', async () => {
  const { model, notes } = await open({ updateCase: () => Effect.fail(new NetworkError({ message: 'Failed to fetch' })) });
  model.type('Still here');
  await model.send();
  assert.is(model.draft.value.status, 'writing');
  assert.match(notes[0]!.subTitle!, /reach the server/);
});

writing('a message over 2048 characters cannot be sent', async () => {
  const { model, updates } = await open({ updateCase: (u) => Effect.succeed(withMessage(sampleIssue(), u.message!)) });
  model.type('x'.repeat(2049));
  assert.is(model.canSend.value, false);
  await model.send();
  assert.equal(updates, []);
  model.type('x'.repeat(2048));
  assert.is(model.canSend.value, true);
});

writing('choosing an image while a message is typed is refused', async () => {
  const { model, previews } = await open();
  model.type('words');
  model.chooseImage(image());
  assert.is(model.draft.value.status, 'writing');
  assert.equal(previews.made, []);
});

writing.run();

const imaging = suite('when sending an image');

imaging('a non-image file is refused with the specification toast', async () => {
  const { model, notes } = await open();
  model.chooseImage(image('application/pdf'));
  assert.is(model.draft.value.status, 'empty');
  assert.equal(notes, [{ type: 'Error', title: 'This type of file is invalid', subTitle: 'Make sure you only upload image files' }]);
});

imaging('an image over 10MB is refused before uploading', async () => {
  const { model, notes } = await open();
  model.chooseImage(image('image/png', 10 * 1024 * 1024 + 1));
  assert.is(model.draft.value.status, 'empty');
  assert.is(notes[0]!.type, 'Error');
  assert.match(notes[0]!.subTitle!, /10MB/);
});

imaging('an uploaded image can be sent, and its preview is freed', async () => {
  const { model, updates, previews } = await open({
    upload: (request) => Effect.succeed(`/upload/files/${request.name}.png`),
    updateCase: () => Effect.succeed(sampleIssue()),
  });
  model.chooseImage(image());
  assert.is(model.draft.value.status, 'image');
  await settle();
  assert.is(model.uploading.value, false);
  assert.ok(model.imageUrl.value?.startsWith('/upload/files/'));
  assert.is(model.canSend.value, true);
  const url = model.imageUrl.value;
  assert.is(url, '/upload/files/1-shot.png.png');
  await model.send();
  assert.equal(updates, [{ imageUrl: url! }]);
  assert.is(model.draft.value.status, 'empty');
  assert.equal(previews.revoked, previews.made);
  assert.equal(model.upload.value.urls, {}, 'the sent image is forgotten');
});

imaging('the message area is disabled while an image is chosen', async () => {
  const { model } = await open({ upload: () => Effect.never });
  model.chooseImage(image());
  model.type('sneaky');
  assert.is(model.draft.value.status, 'image');
});

imaging('clicking an upload in progress cancels it', async () => {
  let interrupted = false;
  const { model, notes, previews } = await open({
    upload: () =>
      Effect.callback<string, UploadError>(() => {
        return Effect.sync(() => {
          interrupted = true;
        });
      }),
  });
  model.chooseImage(image());
  await settle();
  assert.is(model.uploading.value, true);
  assert.is(model.canSend.value, false, 'nothing to send until the upload is done');
  model.removeImage();
  await settle();
  assert.is(interrupted, true);
  assert.is(model.uploading.value, false);
  assert.is(model.draft.value.status, 'empty');
  assert.equal(previews.revoked, previews.made);
  assert.equal(notes, [], 'cancelling is not an error');
});

imaging("a failed upload says so in §8's words, whatever the server said, and lets the client try again", async () => {
  const { model, notes } = await open({ upload: () => Effect.fail(new UploadError({ message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' })) });
  model.chooseImage(image());
  await settle();
  assert.is(model.draft.value.status, 'empty');
  assert.is(model.uploading.value, false);
  assert.equal(notes, [{ type: 'Error', title: 'File Upload Error', subTitle: 'Something went wrong, please try again later' }]);
});

imaging('a second image replaces the first', async () => {
  const { model, previews } = await open({ upload: (r) => Effect.succeed(`/upload/files/${r.name}`) });
  model.chooseImage(image());
  await settle();
  model.chooseImage(image());
  await settle();
  assert.is(previews.made.length, 2);
  assert.equal(previews.revoked, [previews.made[0]]);
  assert.ok(model.imageUrl.value?.includes('2-shot.png'));
});

imaging.run();

const resolving = suite('when resolving');

resolving('mark as resolved sends status RESOLVED and ends the conversation', async () => {
  const { model, updates } = await open({ updateCase: () => Effect.succeed(sampleIssue({ status: 'RESOLVED' })) });
  await model.resolve();
  assert.equal(updates, [{ status: 'RESOLVED' }]);
  assert.is(model.state.value.status, 'resolved');
});

resolving('a failed resolve keeps the case open', async () => {
  const { model, notes } = await open({ updateCase: () => Effect.fail(new GraphQLError({ message: 'The security check expired; please try again' })) });
  await model.resolve();
  const state = model.state.value;
  assert.ok(state.status === 'open' && state.pending === 'none');
  assert.is(notes[0]!.title, 'Could not update ticket');
});

resolving.run();
