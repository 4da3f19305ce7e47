/**
 * The demo people's own notes: three to five each, in their voice and in several colours, so the
 * notes board is alive for whoever a visitor signs in as. Checked with the server's own rules (a
 * change to them cannot leave the demo with a note the board refuses). The person still invited
 * has none: they cannot open the board yet.
 */
import { validateNote, type NoteColor } from '../../src/domain/notes/note.ts';
import type { OrgWork } from '../store/work-store.ts';

type Planned = readonly [text: string, color: NoteColor];

/** By person key (mock-server/demo/content.ts PEOPLE), each board in its order. */
const NOTES: Readonly<Record<string, readonly Planned[]>> = {
  maya: [
    ['Investor update on Friday: lead with offline listening numbers', 'YELLOW'],
    ['Ask Elena which labels want early access to the artist analytics', 'PINK'],
    ['Q3 theme: fewer taps from opening the app to music playing', 'BLUE'],
    ['Book the team dinner in Lisbon (Leo knows a place)', 'GREEN'],
  ],
  leo: [
    ['Gapless playback: measure on the slowest Android phone we have, not the fastest', 'ORANGE'],
    ['Pair with Jonas on the cache eviction bug before the release branch', 'YELLOW'],
    ['On-call rotation for the launch week: draft it by Wednesday', 'BLUE'],
  ],
  aisha: [
    ['Player screen: try the album art at full width on small phones', 'PURPLE'],
    ['Contrast check on the dark theme buttons', 'YELLOW'],
    ['Ideas for the empty playlist state:\n- a few hand-picked starters\n- a short tip on saving songs', 'PINK'],
    ['Usability sessions next Tuesday, 3 people booked', 'GREEN'],
  ],
  jonas: [
    ['Search index rebuild takes 40 min: look at incremental updates', 'BLUE'],
    ['Rate limits on the upload API for artists', 'ORANGE'],
    ['Read up on HTTP range requests for seeking in long tracks', 'YELLOW'],
  ],
  priya: [
    ['Keyboard shortcuts for the web player: space, arrows, M to mute', 'GREEN'],
    ['Bundle size of the playlist page went up 12 KB, find out why', 'ORANGE'],
    ['Review Sam\'s PR on shared components', 'YELLOW'],
    ['Screen reader pass on the queue panel', 'PURPLE'],
    ['Lunch and learn idea: how our search ranking works', 'BLUE'],
  ],
  sam: [
    ['Offline downloads: what happens when storage is full?', 'PINK'],
    ['TestFlight build for Noah on Thursday', 'YELLOW'],
    ['Background audio on iOS 18: check the interruption handling', 'BLUE'],
  ],
  hana: [
    ['Loudness normalisation target: -14 LUFS, check with the labels', 'PURPLE'],
    ['Record a few test tracks with silence at both ends for the gapless tests', 'GREEN'],
    ['Compare the two codecs at 96 kbps on headphones and on a phone speaker', 'YELLOW'],
  ],
  noah: [
    ['Regression list for the release: playback, downloads, sign-in, search', 'ORANGE'],
    ['Flaky test: playlist reorder on slow networks', 'PINK'],
    ['Devices to borrow: an old iPad and a small Android phone', 'YELLOW'],
    ['Write the test plan for the artist upload portal', 'BLUE'],
  ],
  elena: [
    ['Questions for Maya: release dates, territories, pre-saves', 'YELLOW'],
    ['Send the label the screenshots of the artist analytics', 'GREEN'],
    ['Our spring catalogue: 14 albums to schedule', 'PURPLE'],
  ],
};

/** The demo's notes of a person, checked. */
export function demoNotesOf(key: string): readonly { readonly text: string; readonly color: NoteColor }[] {
  return (NOTES[key] ?? []).map(([text, color]) => {
    const checked = validateNote({ text, color });
    if (!checked.ok) throw new Error(`A demo note of ${key} is refused: ${JSON.stringify(checked.errors)}`);
    return checked.value;
  });
}

/** Adds every demo person's notes to the work (their role ids by person key). */
export function addDemoNotes(work: OrgWork, roleIds: ReadonlyMap<string, string>, nextId: () => string, createdAt: string): void {
  for (const [key, roleId] of roleIds) {
    demoNotesOf(key).forEach(({ text, color }, position) => {
      const id = nextId();
      work.notes.set(id, { id, roleId, position, text, color, createdAt, updatedAt: createdAt });
    });
  }
}
