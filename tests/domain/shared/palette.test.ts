import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FALLBACK_COLOR,
  NOTE_COLORS,
  PALETTE,
  TAG_COLORS,
  colorHex,
  contrastRatio,
  isPaletteColor,
  noteColors,
  tagColors,
  type ColorPair,
  type NoteColor,
  type PaletteColor,
  type TagColor,
} from '../../../src/domain/shared/palette.ts';

const STRONG: readonly PaletteColor[] = ['orange', 'red', 'blue', 'green', 'yellow', 'purple', 'gray', 'black'];
const lightOf = (color: PaletteColor) => `light${color[0]!.toUpperCase()}${color.slice(1)}` as PaletteColor;

// ---------------------------------------------------------------------------------------------

const palette = suite('palette: named colours');

palette('the palette has the eight colours, their light variants and white', () => {
  const expected = [...STRONG, ...STRONG.map(lightOf), 'white'].sort();
  assert.equal(Object.keys(PALETTE).sort(), expected);
});

palette('every value is a six-digit upper-case hex colour', () => {
  for (const [name, hex] of Object.entries(PALETTE)) assert.match(hex, /^#[0-9A-F]{6}$/, name);
});

palette('every strong colour reads on its light variant and on white (WCAG AA 4.5:1)', () => {
  for (const color of STRONG) {
    assert.ok(contrastRatio(PALETTE[color], PALETTE.white) >= 4.5, `${color} on white`);
    if (color !== 'black') assert.ok(contrastRatio(PALETTE[color], PALETTE[lightOf(color)]) >= 4.5, `${color} on its light variant`);
  }
  assert.ok(contrastRatio(PALETTE.lightBlack, PALETTE.white) >= 4.5, 'softened black on white');
});

palette('contrast ratios follow WCAG 2: black on white is 21, a colour on itself is 1', () => {
  assert.is(Math.round(contrastRatio('#000000', '#FFFFFF') * 100) / 100, 21);
  assert.is(contrastRatio('#FFFFFF', '#000000'), contrastRatio('#000000', '#FFFFFF'));
  assert.is(contrastRatio('#1D4ED8', '#1D4ED8'), 1);
  // #777777 on white is the classic borderline grey: 4.48, just under AA.
  assert.ok(Math.abs(contrastRatio('#777777', '#FFFFFF') - 4.48) < 0.01);
});

palette('a known name gives its hex value', () => {
  assert.is(colorHex('blue'), '#1D4ED8');
  assert.is(colorHex('lightYellow'), PALETTE.lightYellow);
  assert.is(colorHex('white'), '#FFFFFF');
});

palette('an unknown, missing or empty name falls back to light gray', () => {
  assert.is(FALLBACK_COLOR, 'lightGray');
  for (const name of ['pink', 'Blue', 'BLUE', '', null, undefined]) assert.is(colorHex(name), PALETTE.lightGray, String(name));
});

palette('object prototype keys are not colours', () => {
  for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
    assert.is(isPaletteColor(name), false, name);
    assert.is(colorHex(name), PALETTE.lightGray, name);
  }
});

palette('isPaletteColor accepts palette names only', () => {
  assert.is(isPaletteColor('gray'), true);
  assert.is(isPaletteColor('grey'), false);
  assert.is(isPaletteColor(42), false);
});

palette.run();

// ---------------------------------------------------------------------------------------------

const tags = suite('palette: tag colours');

const TAGS: readonly TagColor[] = ['BLUE', 'GREEN', 'ORANGE', 'PINK', 'PURPLE', 'YELLOW'];

tags('every tag colour maps to palette entries: the light variant with the strong colour as text', () => {
  assert.equal(Object.keys(TAG_COLORS).sort(), [...TAGS].sort());
  assert.equal(tagColors('BLUE'), { background: PALETTE.lightBlue, foreground: PALETTE.blue });
  assert.equal(tagColors('GREEN'), { background: PALETTE.lightGreen, foreground: PALETTE.green });
  assert.equal(tagColors('ORANGE'), { background: PALETTE.lightOrange, foreground: PALETTE.orange });
  assert.equal(tagColors('PURPLE'), { background: PALETTE.lightPurple, foreground: PALETTE.purple });
  assert.equal(tagColors('YELLOW'), { background: PALETTE.lightYellow, foreground: PALETTE.yellow });
});

tags('PINK uses red, the palette having no pink', () => {
  assert.equal(TAG_COLORS.PINK, { background: 'lightRed', foreground: 'red' });
  assert.equal(tagColors('PINK'), { background: PALETTE.lightRed, foreground: PALETTE.red });
});

tags('every tag chip is readable', () => {
  for (const tag of TAGS) {
    const { background, foreground }: ColorPair = tagColors(tag);
    assert.ok(contrastRatio(foreground, background) >= 4.5, tag);
  }
});

tags('an unknown or missing tag colour is neutral gray', () => {
  const neutral = { background: PALETTE.lightGray, foreground: PALETTE.gray };
  for (const color of ['RED', 'blue', '', 'toString', null, undefined]) assert.equal(tagColors(color), neutral, String(color));
});

tags.run();

// ---------------------------------------------------------------------------------------------

const notes = suite('palette: note colours');

const NOTES: readonly NoteColor[] = ['YELLOW', 'BLUE', 'PURPLE', 'GREEN', 'PINK', 'ORANGE'];

notes('every note colour is a light palette fill with black text', () => {
  assert.equal(Object.keys(NOTE_COLORS).sort(), [...NOTES].sort());
  assert.equal(noteColors('YELLOW'), { background: PALETTE.lightYellow, foreground: PALETTE.black });
  assert.equal(noteColors('BLUE'), { background: PALETTE.lightBlue, foreground: PALETTE.black });
  assert.equal(noteColors('PURPLE'), { background: PALETTE.lightPurple, foreground: PALETTE.black });
  assert.equal(noteColors('GREEN'), { background: PALETTE.lightGreen, foreground: PALETTE.black });
  assert.equal(noteColors('PINK'), { background: PALETTE.lightRed, foreground: PALETTE.black });
  assert.equal(noteColors('ORANGE'), { background: PALETTE.lightOrange, foreground: PALETTE.black });
});

notes('every note is readable', () => {
  for (const note of NOTES) {
    const { background, foreground } = noteColors(note);
    assert.ok(contrastRatio(foreground, background) >= 4.5, note);
  }
});

notes('an unknown or missing note colour is neutral gray', () => {
  const neutral = { background: PALETTE.lightGray, foreground: PALETTE.gray };
  for (const color of ['RED', 'yellow', '__proto__', null, undefined]) assert.equal(noteColors(color), neutral, String(color));
});

notes.run();
