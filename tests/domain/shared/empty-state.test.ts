import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { JOKES, chooseJoke, jokeIndex, readStoredJoke, type StoredJoke } from '../../../src/domain/shared/empty-state.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2024-06-15T14:30:00.000Z');
const LAST = JOKES.length - 1;

// ---------------------------------------------------------------------------------------------

const jokes = suite('empty-state: the jokes');

jokes('there are at least 12, all different', () => {
  assert.ok(JOKES.length >= 12);
  assert.is(new Set(JOKES).size, JOKES.length);
});

jokes('each is a short, tidy line', () => {
  for (const joke of JOKES) {
    assert.ok(joke.length > 0 && joke.length <= 120, joke);
    assert.is(joke, joke.trim(), joke);
    assert.not.match(joke, /\n/, joke);
  }
});

jokes.run();

// ---------------------------------------------------------------------------------------------

const picking = suite('empty-state: picking with a random number');

picking('the random number in [0, 1) spreads over every joke', () => {
  assert.is(jokeIndex(0), 0);
  assert.is(jokeIndex(0.5), Math.floor(0.5 * JOKES.length));
  assert.is(jokeIndex(0.999_999_9), LAST);
  assert.is(jokeIndex((LAST + 0.5) / JOKES.length), LAST);
});

picking('numbers outside [0, 1) are clamped and NaN counts as 0', () => {
  assert.is(jokeIndex(-0.3), 0);
  assert.is(jokeIndex(1), LAST);
  assert.is(jokeIndex(7), LAST);
  assert.is(jokeIndex(Number.NaN), 0);
});

picking.run();

// ---------------------------------------------------------------------------------------------

const reading = suite('empty-state: reading the stored choice');

reading('a stored choice of an existing joke at a real time is read', () => {
  assert.equal(readStoredJoke({ index: 3, chosenAt: NOW }), { index: 3, chosenAt: NOW });
  assert.equal(readStoredJoke({ index: LAST, chosenAt: 0, extra: 'x' }), { index: LAST, chosenAt: 0 });
});

reading('anything that is not an object is absent', () => {
  for (const value of [null, undefined, 'joke', 3, true]) assert.is(readStoredJoke(value), null, String(value));
});

reading('an index that is missing, not an integer or out of range is absent', () => {
  for (const index of [undefined, '3', 1.5, -1, JOKES.length, Number.NaN]) {
    assert.is(readStoredJoke({ index, chosenAt: NOW }), null, String(index));
  }
  assert.is(readStoredJoke([3, NOW]), null);
});

reading('a time that is missing or not a finite number is absent', () => {
  for (const chosenAt of [undefined, '2024-06-15', Number.NaN, Number.POSITIVE_INFINITY]) {
    assert.is(readStoredJoke({ index: 3, chosenAt }), null, String(chosenAt));
  }
});

reading.run();

// ---------------------------------------------------------------------------------------------

const whenNone = suite('empty-state: when no joke is stored');

whenNone('a joke is picked with the random number and stored with the time', () => {
  const { joke, stored } = chooseJoke(null, NOW, 0);
  assert.is(joke, JOKES[0]);
  assert.equal(stored, { index: 0, chosenAt: NOW });
});

whenNone('a malformed stored value is treated as absent', () => {
  for (const value of ['x', { index: JOKES.length, chosenAt: NOW }, { index: 1 }]) {
    assert.equal(chooseJoke(value, NOW, 0.999), { joke: JOKES[LAST]!, stored: { index: LAST, chosenAt: NOW } });
  }
});

whenNone.run();

// ---------------------------------------------------------------------------------------------

const whenStored = suite('empty-state: when a joke is stored');

whenStored('a joke chosen just now is kept, and the stored value is the one passed in', () => {
  const stored: StoredJoke = { index: 4, chosenAt: NOW };
  const choice = chooseJoke(stored, NOW, 0.999);
  assert.is(choice.joke, JOKES[4]);
  assert.is(choice.stored, stored);
});

whenStored('a joke 23:59:59.999 old is kept whatever the random number', () => {
  const stored: StoredJoke = { index: 4, chosenAt: NOW - DAY + 1 };
  assert.is(chooseJoke(stored, NOW, 0).stored, stored);
  assert.is(chooseJoke(stored, NOW, 0).joke, JOKES[4]);
});

whenStored('a joke exactly 24 hours old is replaced by a new pick', () => {
  const stored: StoredJoke = { index: 4, chosenAt: NOW - DAY };
  assert.equal(chooseJoke(stored, NOW, 0), { joke: JOKES[0]!, stored: { index: 0, chosenAt: NOW } });
});

whenStored('a new pick may land on the same joke, with a fresh time', () => {
  const stored: StoredJoke = { index: 0, chosenAt: NOW - 2 * DAY };
  assert.equal(chooseJoke(stored, NOW, 0).stored, { index: 0, chosenAt: NOW });
});

whenStored('a joke dated in the future (a clock that was wrong) is replaced', () => {
  const stored: StoredJoke = { index: 4, chosenAt: NOW + HOUR };
  assert.equal(chooseJoke(stored, NOW, 0), { joke: JOKES[0]!, stored: { index: 0, chosenAt: NOW } });
});

whenStored.run();
