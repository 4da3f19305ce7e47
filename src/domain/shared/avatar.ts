/**
 * Avatar fallback (§2, §3): a person without an avatar URL gets one of 9 cartoon avatars, chosen by
 * the sum of the character codes of the name, in a colour theme also taken from that sum. Initials
 * give the accessible label.
 */
import { PALETTE, type ColorPair } from './palette.ts';

/** How many cartoon avatars there are (not in constants.ts: a property of the artwork, not a business limit). */
export const AVATAR_COUNT = 9;

/** Avatar colour themes (§3). */
export type AvatarTheme =
  | 'blue'
  | 'cherry'
  | 'indigo'
  | 'green'
  | 'orange'
  | 'pink'
  | 'purple'
  | 'red'
  | 'sky'
  | 'yellow'
  | 'gray'
  | 'lime';

/** Every avatar theme, in the order of the specification. */
export const AVATAR_THEMES: readonly AvatarTheme[] = [
  'blue', 'cherry', 'indigo', 'green', 'orange', 'pink', 'purple', 'red', 'sky', 'yellow', 'gray', 'lime',
];

/** The theme of a person without a name, and of any unknown theme. */
export const DEFAULT_AVATAR_THEME: AvatarTheme = 'gray';

/** The themes a named person can get: all but gray, so a gray avatar always means "no name". */
export const NAMED_AVATAR_THEMES: readonly AvatarTheme[] = AVATAR_THEMES.filter((t) => t !== DEFAULT_AVATAR_THEME);

/** Background and foreground of each theme; the palette's own shades where the palette has the hue. */
export const AVATAR_THEME_COLORS: Readonly<Record<AvatarTheme, ColorPair>> = {
  blue: { background: PALETTE.lightBlue, foreground: PALETTE.blue },
  cherry: { background: '#FFE4E6', foreground: '#9F1239' },
  indigo: { background: '#E0E7FF', foreground: '#4338CA' },
  green: { background: PALETTE.lightGreen, foreground: PALETTE.green },
  orange: { background: PALETTE.lightOrange, foreground: PALETTE.orange },
  pink: { background: '#FCE7F3', foreground: '#BE185D' },
  purple: { background: PALETTE.lightPurple, foreground: PALETTE.purple },
  red: { background: PALETTE.lightRed, foreground: PALETTE.red },
  sky: { background: '#E0F2FE', foreground: '#0369A1' },
  yellow: { background: PALETTE.lightYellow, foreground: PALETTE.yellow },
  gray: { background: PALETTE.lightGray, foreground: PALETTE.gray },
  lime: { background: '#ECFCCB', foreground: '#4D7C0F' },
};

/** The colours of a theme; an unknown theme gets gray. */
export function avatarThemeColors(theme: string | null | undefined): ColorPair {
  const known = typeof theme === 'string' && Object.hasOwn(AVATAR_THEME_COLORS, theme);
  return AVATAR_THEME_COLORS[known ? (theme as AvatarTheme) : DEFAULT_AVATAR_THEME];
}

/** Which cartoon avatar (0..8) and which colour theme. */
export interface AvatarChoice {
  readonly index: number;
  readonly theme: AvatarTheme;
}

/** What to draw for a person: their own picture, or a cartoon avatar. */
export type PersonAvatar =
  | { readonly kind: 'picture'; readonly url: string }
  | ({ readonly kind: 'cartoon' } & AvatarChoice);

/** The sum of the UTF-16 character codes of the trimmed, NFC-normalised name ('Zoë' typed either way is one person). */
export function characterCodeSum(name: string): number {
  const trimmed = name.trim().normalize('NFC');
  let sum = 0;
  for (let i = 0; i < trimmed.length; i++) sum += trimmed.charCodeAt(i);
  return sum;
}

/** The cartoon avatar for a name: index = sum % 9, theme = NAMED_AVATAR_THEMES[floor(sum / 9) % 11]; no name gives 0 in gray. */
export function avatarFor(name: string | null | undefined): AvatarChoice {
  const sum = typeof name === 'string' ? characterCodeSum(name) : 0;
  if (sum === 0) return { index: 0, theme: DEFAULT_AVATAR_THEME };
  // The theme uses the quotient the index leaves unused, so names sharing a cartoon usually differ in colour.
  const theme = NAMED_AVATAR_THEMES[Math.floor(sum / AVATAR_COUNT) % NAMED_AVATAR_THEMES.length]!;
  return { index: sum % AVATAR_COUNT, theme };
}

/** The person's picture when they have a non-blank avatar URL, otherwise their cartoon avatar. */
export function personAvatar(name: string | null | undefined, avatarUrl: string | null | undefined): PersonAvatar {
  const url = typeof avatarUrl === 'string' ? avatarUrl.trim() : '';
  if (url !== '') return { kind: 'picture', url };
  return { kind: 'cartoon', ...avatarFor(name) };
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const STARTS_WITH_LETTER = /^\p{L}/u;

/** The first grapheme of a word that starts with a letter, upper-cased unless that would split it ('ß' stays). */
function initialOf(word: string): string | null {
  for (const { segment } of segmenter.segment(word)) {
    if (!STARTS_WITH_LETTER.test(segment)) continue;
    const upper = segment.toUpperCase();
    return [...segmenter.segment(upper)].length === 1 ? upper : segment;
  }
  return null;
}

/** Up to two upper-case initials, first and last word ('Mary Ann Smith' -> 'MS'), whole graphemes so accents never split. */
export function initials(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  const letters = name
    .split(/\s+/u)
    .map(initialOf)
    .filter((initial): initial is string => initial !== null);
  const first = letters[0];
  if (first === undefined) return '';
  const pair = letters.length > 1 ? first + letters.at(-1)! : first;
  return pair.normalize('NFC');
}
