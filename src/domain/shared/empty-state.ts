/**
 * Empty-state block (§2 screen 9, §9): a title and, by default, a random joke as subtitle. The joke
 * is picked with a random number passed in and kept for 24 hours, so the page does not change its
 * mind on every visit. The stored choice comes from storage and is checked here.
 */
import { EMPTY_STATE_JOKE_TTL_MS } from './constants.ts';

/** Short, friendly, work-appropriate jokes about planning, software and music. */
export const JOKES: readonly string[] = [
  'Why do programmers prefer dark mode? Because light attracts bugs.',
  'A SQL query walks up to two tables and asks: "Mind if I join you?"',
  'I would tell you a UDP joke, but you might not get it.',
  'Why did the developer go broke? They used up all their cache.',
  'There are two hard things in computing: cache invalidation, naming things and off-by-one errors.',
  'The first 90% of a project takes 90% of the time. The other 10% takes the other 90%.',
  'My to-do list and I have an agreement: I add things, it grows.',
  'Why did the drummer join the planning meeting? Someone had to keep the tempo.',
  'Why was the pianist locked out? They could not find the right key.',
  'How do you fix a broken tuba? With a tuba glue.',
  "What is Beethoven's favourite fruit? Ba-na-na-naaa!",
  "What is a pirate's favourite kind of music? Arrr and B.",
  'Why do musicians make great planners? They always know the score.',
  'Why did the project manager bring a guitar? To strike a chord with the team.',
  'Nothing here yet. Even the metronome is taking a rest.',
];

/** The joke shown and when it was chosen (ms since epoch), as kept in storage. */
export interface StoredJoke {
  readonly index: number;
  readonly chosenAt: number;
}

/** The joke to show and the value to keep. */
export interface JokeChoice {
  readonly joke: string;
  readonly stored: StoredJoke;
}

/** A stored value that names an existing joke chosen at a real time; anything else is absent. */
export function readStoredJoke(value: unknown): StoredJoke | null {
  if (typeof value !== 'object' || value === null) return null;
  const { index, chosenAt } = value as Record<string, unknown>;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= JOKES.length) return null;
  if (typeof chosenAt !== 'number' || !Number.isFinite(chosenAt)) return null;
  return { index, chosenAt };
}

/** The joke index for a random number in [0, 1); values outside are clamped, NaN counts as 0. */
export function jokeIndex(random: number): number {
  const index = Math.floor(random * JOKES.length);
  if (!(index > 0)) return 0;
  return Math.min(index, JOKES.length - 1);
}

/** The stored joke while younger than 24 hours (returned as the same object), else a new pick with `random`. */
export function chooseJoke(stored: unknown, now: number, random: number): JokeChoice {
  const kept = readStoredJoke(stored);
  // A choice dated in the future comes from a clock that was wrong: not trusted.
  if (kept !== null && kept.chosenAt <= now && now - kept.chosenAt < EMPTY_STATE_JOKE_TTL_MS) {
    return { joke: JOKES[kept.index]!, stored: stored as StoredJoke };
  }
  const index = jokeIndex(random);
  return { joke: JOKES[index]!, stored: { index, chosenAt: now } };
}
