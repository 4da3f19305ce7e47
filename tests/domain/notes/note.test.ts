/** Note rules: the text, the colour, a change, the board's limit, the moves and the colours a note is drawn in. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  charactersLeft, checkedIndex, checkNoteText, DEFAULT_NOTE_COLOR, dropIndex, insertedAt, movedAnnouncement, movedTo, moveTarget, NOTE_COLOR_NAMES, NOTE_LIMITS,
  NOTE_MESSAGES, noteExcerpt, noteFill, noteFits, validateNote, validateNoteChange,
} from '../../../src/domain/notes/note.ts';
import { contrastRatio, noteColors, PALETTE } from '../../../src/domain/shared/palette.ts';

// ---------------------------------------------------------------------------------------------
const text = suite('notes: the text');

text('a note keeps its text with its line breaks, trimmed at both ends', () => {
  assert.equal(checkNoteText('  Call the printer\n\n  about the posters  \n'), { ok: true, value: 'Call the printer\n\n  about the posters' });
});

text('Windows line ends become plain ones and control characters are dropped (tabs stay)', () => {
  assert.equal(checkNoteText('one\r\ntwo\rthree\u0000\u0007\tfour'), { ok: true, value: 'one\ntwo\nthree\tfour' });
});

text('a blank note is refused, whatever blank it is made of', () => {
  for (const value of ['', '   ', '\n\t\n', '\u0000', undefined, null, 12]) assert.equal(checkNoteText(value), { ok: false, message: NOTE_MESSAGES.blank }, JSON.stringify(value));
});

text('4,000 characters fit; one more is refused, counted as people count them (an emoji is one)', () => {
  assert.ok(checkNoteText('a'.repeat(NOTE_LIMITS.text)).ok);
  assert.equal(checkNoteText('a'.repeat(NOTE_LIMITS.text + 1)), { ok: false, message: NOTE_MESSAGES.tooLong });
  assert.ok(checkNoteText('👍🏽'.repeat(NOTE_LIMITS.text)).ok, 'a thumb with its skin tone counts once');
  assert.is(NOTE_MESSAGES.tooLong, 'A note holds at most 4,000 characters');
});

text('markup is just text: kept character for character', () => {
  const markup = '<script>alert(1)</script> **bold** <b>x</b> &amp;';
  assert.equal(checkNoteText(markup), { ok: true, value: markup });
});

text('the characters left count down from 4,000 and go below zero', () => {
  assert.is(charactersLeft(''), NOTE_LIMITS.text);
  assert.is(charactersLeft('  abc  '), NOTE_LIMITS.text - 3);
  assert.is(charactersLeft('x'.repeat(NOTE_LIMITS.text + 2)), -2);
});

text.run();

// ---------------------------------------------------------------------------------------------
const input = suite('notes: a new note and a change');

input('a new note is yellow unless a colour is given', () => {
  assert.equal(validateNote({ text: 'Hi' }), { ok: true, value: { text: 'Hi', color: DEFAULT_NOTE_COLOR } });
  assert.equal(validateNote({ text: 'Hi', color: 'PINK' }), { ok: true, value: { text: 'Hi', color: 'PINK' } });
  assert.is(DEFAULT_NOTE_COLOR, 'YELLOW');
});

input('every problem of a new note is named by its field', () => {
  assert.equal(validateNote({ text: ' ', color: 'RED' }), {
    ok: false,
    errors: [
      { field: 'text', message: NOTE_MESSAGES.blank },
      { field: 'color', message: NOTE_MESSAGES.color },
    ],
  });
  for (const color of ['yellow', 'TEAL', '', 3, 'toString']) assert.not.ok(validateNote({ text: 'x', color }).ok, String(color));
});

input('a change gives a text, a colour or both; absent and null keep what was there', () => {
  assert.equal(validateNoteChange({ text: ' New ' }), { ok: true, value: { text: 'New' } });
  assert.equal(validateNoteChange({ color: 'GREEN', text: null }), { ok: true, value: { color: 'GREEN' } });
  assert.equal(validateNoteChange({ text: 'a', color: 'BLUE' }), { ok: true, value: { text: 'a', color: 'BLUE' } });
});

input('a change of nothing, a blank text or an unknown colour is refused', () => {
  assert.equal(validateNoteChange({}), { ok: false, errors: [{ field: 'text', message: NOTE_MESSAGES.nothing }] });
  assert.equal(validateNoteChange({ text: '' }), { ok: false, errors: [{ field: 'text', message: NOTE_MESSAGES.blank }] });
  assert.equal(validateNoteChange({ color: 'GREY' }), { ok: false, errors: [{ field: 'color', message: NOTE_MESSAGES.color }] });
});

input('a board holds 500 notes', () => {
  assert.ok(noteFits(NOTE_LIMITS.notes - 1));
  assert.not.ok(noteFits(NOTE_LIMITS.notes));
  assert.is(NOTE_LIMITS.notes, 500);
});

input('a place is a whole number from 0', () => {
  assert.equal([0, 3, 10_000].map(checkedIndex), [0, 3, 10_000]);
  for (const value of [-1, 1.5, '2', null, Number.NaN]) assert.is(checkedIndex(value), null, String(value));
});

input.run();

// ---------------------------------------------------------------------------------------------
const moves = suite('notes: moves');

moves('earlier, later, to the start and to the end, from the middle of five', () => {
  assert.equal((['up', 'down', 'first', 'last'] as const).map((move) => moveTarget(2, move, 5)), [1, 3, 0, 4]);
});

moves('the first note goes no earlier and the last no later; an index off the board goes nowhere', () => {
  assert.equal([moveTarget(0, 'up', 3), moveTarget(0, 'first', 3), moveTarget(2, 'down', 3), moveTarget(2, 'last', 3)], [null, null, null, null]);
  assert.equal([moveTarget(3, 'up', 3), moveTarget(-1, 'down', 3), moveTarget(0, 'down', 1)], [null, null, null]);
});

moves('an item put at a place: the others close up behind it; a place past the end is the end', () => {
  assert.equal(movedTo(['a', 'b', 'c', 'd'], 0, 2), ['b', 'c', 'a', 'd']);
  assert.equal(movedTo(['a', 'b', 'c', 'd'], 3, 0), ['d', 'a', 'b', 'c']);
  assert.equal(movedTo(['a', 'b', 'c'], 0, 99), ['b', 'c', 'a']);
  const same = ['a', 'b'];
  assert.is(movedTo(same, 1, 1), same, 'nothing moves: the same list');
  assert.is(movedTo(same, 5, 0), same, 'no such item: the same list');
});

moves('a note put back at its place, or at the end when the board is shorter now', () => {
  assert.equal(insertedAt(['a', 'c'], 'b', 1), ['a', 'b', 'c']);
  assert.equal(insertedAt(['a'], 'b', 7), ['a', 'b']);
  assert.equal(insertedAt([], 'a', 0), ['a']);
});

moves('a drop before or after another note lands where it shows, with the dragged one taken out', () => {
  // a b c d: drag a before d -> b c a d (index 2); drag a after d -> b c d a (3); drag d before a -> d a b c (0).
  assert.is(dropIndex(0, 3, 'before'), 2);
  assert.is(dropIndex(0, 3, 'after'), 3);
  assert.is(dropIndex(3, 0, 'before'), 0);
  assert.is(dropIndex(3, 1, 'after'), 2);
  assert.equal(movedTo(['a', 'b', 'c', 'd'], 0, dropIndex(0, 3, 'before')), ['b', 'c', 'a', 'd']);
});

moves('a move is announced with its new place, counted from one', () => {
  assert.is(movedAnnouncement(0, 4), 'Note moved to place 1 of 4');
});

moves.run();

// ---------------------------------------------------------------------------------------------
const look = suite('notes: labels and colours');

look('an excerpt is the first words on one line, cut at a word', () => {
  assert.is(noteExcerpt('Buy\nmilk'), 'Buy milk');
  assert.is(noteExcerpt('Remember to send the new poster files to the printer before Friday', 30), 'Remember to send the new…');
});

look("a note takes the background its author chose for its colour, with the text colour that reads best", () => {
  assert.equal(noteFill('YELLOW', { YELLOW: '#fef3c7' }), { background: '#FEF3C7', foreground: PALETTE.black });
  assert.equal(noteFill('BLUE', { BLUE: '#123' }), { background: '#112233', foreground: PALETTE.white }, 'a dark choice gets white text');
});

look("the notes' own copy of the palette's note pairs is the palette's", () => {
  for (const color of NOTE_COLOR_NAMES) assert.equal(noteFill(color, null), noteColors(color), color);
});

look('black or white text: whichever has the higher contrast ratio on the background', () => {
  for (const hex of ['#777777', '#767676', '#808080', '#5A5A5A', '#1D4ED8', '#FDE68A', '#B91C1C']) {
    const better = contrastRatio(hex, PALETTE.black) >= contrastRatio(hex, PALETTE.white) ? PALETTE.black : PALETTE.white;
    assert.is(noteFill('BLUE', { BLUE: hex }).foreground, better, hex);
  }
});

look("a missing or odd choice falls back to the palette's pair", () => {
  for (const chosen of [null, {}, { PINK: 'red' }, { PINK: 'url(x)' }, { PINK: '#12345' }]) {
    assert.equal(noteFill('PINK', chosen as never), { background: PALETTE.lightRed, foreground: PALETTE.black }, JSON.stringify(chosen));
  }
});

look('every note colour reads as body text on the default preferences of the server', () => {
  const server = { YELLOW: '#fef3c7', BLUE: '#dbeafe', PURPLE: '#ede9fe', GREEN: '#dcfce7', PINK: '#fce7f3', ORANGE: '#ffedd5' } as const;
  for (const color of NOTE_COLOR_NAMES) {
    const { background, foreground } = noteFill(color, server);
    assert.ok(contrastRatio(background, foreground) >= 4.5, color);
  }
});

look.run();
