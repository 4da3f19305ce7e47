import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  charactersLeft,
  initialState,
  isImageDisabled,
  isMessageDisabled,
  messageOf,
  ONE_KIND_HINTS,
  oneKindHint,
  transition,
  type State,
} from '../../../src/domain/support/reply-draft.ts';
import { validateClientReply } from '../../../src/domain/validation/validate.ts';

const empty: State = initialState;
const writing: State = { status: 'writing', message: 'Hello' };
const withImage: State = { status: 'image', name: 'screenshot.png', previewUrl: 'blob:preview-1' };

// ---------------------------------------------------------------------------------------------

const whenEmpty = suite('reply draft: when empty');

whenEmpty('a draft starts empty with both inputs enabled', () => {
  assert.equal(initialState, { status: 'empty' });
  assert.is(isMessageDisabled(initialState), false);
  assert.is(isImageDisabled(initialState), false);
});

whenEmpty('typing starts writing a message', () => {
  assert.equal(transition(empty, { type: 'typed', message: 'H' }), { status: 'writing', message: 'H' });
});

whenEmpty('typing nothing keeps the same empty draft', () => {
  assert.is(transition(empty, { type: 'typed', message: '' }), empty);
});

whenEmpty('choosing an image holds that image', () => {
  assert.equal(transition(empty, { type: 'imageChosen', name: 'a.png', previewUrl: 'blob:a' }), {
    status: 'image',
    name: 'a.png',
    previewUrl: 'blob:a',
  });
});

whenEmpty('removing an image when there is none changes nothing', () => {
  assert.is(transition(empty, { type: 'imageRemoved' }), empty);
});

whenEmpty('sending an empty draft changes nothing', () => {
  assert.is(transition(empty, { type: 'sent' }), empty);
});

whenEmpty.run();

// ---------------------------------------------------------------------------------------------

const whenWriting = suite('reply draft: when writing a message');

whenWriting('typing more replaces the message', () => {
  assert.equal(transition(writing, { type: 'typed', message: 'Hello there' }), { status: 'writing', message: 'Hello there' });
});

whenWriting('clearing the text empties the draft', () => {
  assert.equal(transition(writing, { type: 'typed', message: '' }), { status: 'empty' });
});

whenWriting('choosing an image while a message is typed is refused', () => {
  assert.is(transition(writing, { type: 'imageChosen', name: 'a.png', previewUrl: 'blob:a' }), writing);
});

whenWriting('removing an image while writing changes nothing', () => {
  assert.is(transition(writing, { type: 'imageRemoved' }), writing);
});

whenWriting('sending the message empties the draft', () => {
  assert.equal(transition(writing, { type: 'sent' }), { status: 'empty' });
});

whenWriting('the image input is disabled and the message area is not', () => {
  assert.is(isImageDisabled(writing), true);
  assert.is(isMessageDisabled(writing), false);
  assert.is(messageOf(writing), 'Hello');
});

whenWriting('the hint says why no image can be attached', () => {
  assert.is(oneKindHint(writing), ONE_KIND_HINTS.textFirst);
  assert.is(oneKindHint(empty), null);
});

whenWriting.run();

// ---------------------------------------------------------------------------------------------

const whenBlank = suite('reply draft: when only white space is typed');
const blank: State = transition(empty, { type: 'typed', message: '\n  \n' });

whenBlank('the white space stays in the box', () => {
  assert.is(messageOf(blank), '\n  \n');
});

whenBlank('it is no message: the image input stays open, and no hint shows', () => {
  assert.is(isImageDisabled(blank), false);
  assert.is(isMessageDisabled(blank), false);
  assert.is(oneKindHint(blank), null);
});

whenBlank('choosing an image takes the place of the white space', () => {
  assert.equal(transition(blank, { type: 'imageChosen', name: 'a.png', previewUrl: 'blob:a' }), { status: 'image', name: 'a.png', previewUrl: 'blob:a' });
});

whenBlank.run();

// ---------------------------------------------------------------------------------------------

const whenImage = suite('reply draft: when an image is chosen');

whenImage('typing while an image is chosen is refused', () => {
  assert.is(transition(withImage, { type: 'typed', message: 'Hi' }), withImage);
});

whenImage('choosing another image replaces the first: one file at a time', () => {
  assert.equal(transition(withImage, { type: 'imageChosen', name: 'b.jpg', previewUrl: 'blob:b' }), {
    status: 'image',
    name: 'b.jpg',
    previewUrl: 'blob:b',
  });
});

whenImage('removing the image empties the draft', () => {
  assert.equal(transition(withImage, { type: 'imageRemoved' }), { status: 'empty' });
});

whenImage('sending the image empties the draft', () => {
  assert.equal(transition(withImage, { type: 'sent' }), { status: 'empty' });
});

whenImage('the message area is disabled and the image input is not', () => {
  assert.is(isMessageDisabled(withImage), true);
  assert.is(isImageDisabled(withImage), false);
  assert.is(messageOf(withImage), '');
  assert.is(oneKindHint(withImage), ONE_KIND_HINTS.imageFirst);
});

whenImage.run();

// ---------------------------------------------------------------------------------------------

const counter = suite('reply draft: charactersLeft');

function writingOf(message: string): State {
  return transition(initialState, { type: 'typed', message });
}

counter('an empty draft has the whole limit left', () => {
  assert.is(charactersLeft(empty), 2048);
  assert.is(charactersLeft(withImage), 2048);
});

counter('each typed character uses one', () => {
  assert.is(charactersLeft(writingOf('abc')), 2045);
});

counter('an emoji counts as one character, not two UTF-16 units', () => {
  assert.is('😀'.length, 2);
  assert.is(charactersLeft(writingOf('😀')), 2047);
  assert.is(charactersLeft(writingOf('hi 👍')), 2044);
});

counter('a message over the limit leaves a negative count', () => {
  assert.is(charactersLeft(writingOf('x'.repeat(2049))), -1);
});

counter('the counter and the validator agree on the limit', () => {
  const atLimit = '😀'.repeat(2048);
  assert.is(charactersLeft(writingOf(atLimit)), 0);
  assert.ok(validateClientReply({ message: atLimit }).ok);
  const overLimit = atLimit + '😀';
  assert.is(charactersLeft(writingOf(overLimit)), -1);
  assert.not.ok(validateClientReply({ message: overLimit }).ok);
});

counter.run();
