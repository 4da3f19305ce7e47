/**
 * Colour palette (§3): orange, red, blue, green, yellow, purple, gray and black, each with a light
 * variant, and white. Strong colours are dark enough to read as text on their light variant and on
 * white (WCAG AA, 4.5:1); light variants are backgrounds. Unknown names fall back to light gray.
 * Tag colours and note colours (§3, §4) are pairs of palette entries.
 */

/** Every named colour of the palette. */
export type PaletteColor =
  | 'orange'
  | 'red'
  | 'blue'
  | 'green'
  | 'yellow'
  | 'purple'
  | 'gray'
  | 'black'
  | 'lightOrange'
  | 'lightRed'
  | 'lightBlue'
  | 'lightGreen'
  | 'lightYellow'
  | 'lightPurple'
  | 'lightGray'
  | 'lightBlack'
  | 'white';

/** The hex value of each palette colour: strong shades for text and borders, light ones for fills. */
export const PALETTE: Readonly<Record<PaletteColor, string>> = {
  orange: '#C2410C',
  red: '#B91C1C',
  blue: '#1D4ED8',
  green: '#15803D',
  yellow: '#A16207',
  purple: '#7E22CE',
  gray: '#4B5563',
  black: '#111827',
  lightOrange: '#FFEDD5',
  lightRed: '#FEE2E2',
  lightBlue: '#DBEAFE',
  lightGreen: '#DCFCE7',
  lightYellow: '#FEF9C3',
  lightPurple: '#F3E8FF',
  lightGray: '#E5E7EB',
  // Black's "light variant" is a softened black for secondary text, not a fill.
  lightBlack: '#374151',
  white: '#FFFFFF',
};

/** The colour used for any name the palette does not know. */
export const FALLBACK_COLOR: PaletteColor = 'lightGray';

/** A background and the text colour drawn on it, as hex values. */
export interface ColorPair {
  readonly background: string;
  readonly foreground: string;
}

/** A background and the text colour drawn on it, as palette names. */
export interface PalettePair {
  readonly background: PaletteColor;
  readonly foreground: PaletteColor;
}

/** Whether a string names a palette colour (own keys only, so 'toString' is not a colour). */
export function isPaletteColor(name: unknown): name is PaletteColor {
  return typeof name === 'string' && Object.hasOwn(PALETTE, name);
}

/** The hex value of a palette colour; unknown or missing names give light gray. */
export function colorHex(name: string | null | undefined): string {
  return PALETTE[isPaletteColor(name) ? name : FALLBACK_COLOR];
}

function relativeLuminance(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG 2 contrast ratio (1 to 21) of two '#RRGGBB' colours; 4.5 is the floor for body text. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Tag colours of the schema (§4). */
export type TagColor = 'BLUE' | 'GREEN' | 'ORANGE' | 'PINK' | 'PURPLE' | 'YELLOW';

/** Note colours of a role's preferences (§3). */
export type NoteColor = 'YELLOW' | 'BLUE' | 'PURPLE' | 'GREEN' | 'PINK' | 'ORANGE';

/** The pair for a colour nobody recognises: light gray with gray text. */
export const NEUTRAL_PAIR: PalettePair = { background: 'lightGray', foreground: 'gray' };

/** Tag chips: the light variant with the strong colour as text. The palette has no pink, so PINK uses red. */
export const TAG_COLORS: Readonly<Record<TagColor, PalettePair>> = {
  BLUE: { background: 'lightBlue', foreground: 'blue' },
  GREEN: { background: 'lightGreen', foreground: 'green' },
  ORANGE: { background: 'lightOrange', foreground: 'orange' },
  PINK: { background: 'lightRed', foreground: 'red' },
  PURPLE: { background: 'lightPurple', foreground: 'purple' },
  YELLOW: { background: 'lightYellow', foreground: 'yellow' },
};

/** Sticky notes: the light variant with black text, like paper. PINK uses light red (no pink in the palette). */
export const NOTE_COLORS: Readonly<Record<NoteColor, PalettePair>> = {
  YELLOW: { background: 'lightYellow', foreground: 'black' },
  BLUE: { background: 'lightBlue', foreground: 'black' },
  PURPLE: { background: 'lightPurple', foreground: 'black' },
  GREEN: { background: 'lightGreen', foreground: 'black' },
  PINK: { background: 'lightRed', foreground: 'black' },
  ORANGE: { background: 'lightOrange', foreground: 'black' },
};

function pairHex(pair: PalettePair): ColorPair {
  return { background: PALETTE[pair.background], foreground: PALETTE[pair.foreground] };
}

function lookup<K extends string>(table: Readonly<Record<K, PalettePair>>, key: string | null | undefined): PalettePair {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key as K] : NEUTRAL_PAIR;
}

/** The hex colours of a tag chip; an unknown tag colour is neutral gray. */
export function tagColors(color: string | null | undefined): ColorPair {
  return pairHex(lookup(TAG_COLORS, color));
}

/** The hex colours of a note; an unknown note colour is neutral gray. */
export function noteColors(color: string | null | undefined): ColorPair {
  return pairHex(lookup(NOTE_COLORS, color));
}
