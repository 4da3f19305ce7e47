/** The /pow.js Web Worker: receives a challenge, answers [solution, pof]. */
import { parseChallenge, solve } from '../../domain/shared/pow.ts';

declare const self: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (message: unknown) => void };

self.onmessage = (event) => {
  const pof = typeof event.data === 'string' ? event.data : '';
  const challenge = parseChallenge(pof);
  const solution = challenge ? solve(pof, challenge.difficulty) : null;
  self.postMessage([solution, pof]);
};
