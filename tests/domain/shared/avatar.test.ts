import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  AVATAR_COUNT,
  AVATAR_THEMES,
  AVATAR_THEME_COLORS,
  DEFAULT_AVATAR_THEME,
  NAMED_AVATAR_THEMES,
  avatarFor,
  avatarThemeColors,
  characterCodeSum,
  initials,
  personAvatar,
} from '../../../src/domain/shared/avatar.ts';
import { PALETTE, contrastRatio } from '../../../src/domain/shared/palette.ts';

// Named themes, by position: 0 blue, 1 cherry, 2 indigo, 3 green, 4 orange, 5 pink, 6 purple,
// 7 red, 8 sky, 9 yellow, 10 lime. index = sum % 9; theme = NAMED[floor(sum / 9) % 11].

const choice = suite('avatar: the cartoon avatar for a name');

choice('there are 9 avatars and 12 themes, in the order of the specification', () => {
  assert.is(AVATAR_COUNT, 9);
  assert.equal(AVATAR_THEMES, ['blue', 'cherry', 'indigo', 'green', 'orange', 'pink', 'purple', 'red', 'sky', 'yellow', 'gray', 'lime']);
  assert.equal(NAMED_AVATAR_THEMES, ['blue', 'cherry', 'indigo', 'green', 'orange', 'pink', 'purple', 'red', 'sky', 'yellow', 'lime']);
});

choice('"Ana" is avatar 2 in sky', () => {
  // A 65 + n 110 + a 97 = 272; 272 % 9 = 2 (9 × 30 = 270); floor(272 / 9) = 30, 30 % 11 = 8 -> sky.
  assert.is(characterCodeSum('Ana'), 272);
  assert.equal(avatarFor('Ana'), { index: 2, theme: 'sky' });
});

choice('"Bob" is avatar 5, also sky: same quotient, different avatar', () => {
  // B 66 + o 111 + b 98 = 275; 275 % 9 = 5; floor(275 / 9) = 30 -> sky.
  assert.equal(avatarFor('Bob'), { index: 5, theme: 'sky' });
});

choice('"Ada Lovelace" (with its space) is avatar 7 in cherry: the theme wraps around', () => {
  // A 65 d 100 a 97 ' ' 32 L 76 o 111 v 118 e 101 l 108 a 97 c 99 e 101 = 1105;
  // 1105 % 9 = 7 (9 × 122 = 1098); floor(1105 / 9) = 122, 122 % 11 = 1 -> cherry.
  assert.is(characterCodeSum('Ada Lovelace'), 1105);
  assert.equal(avatarFor('Ada Lovelace'), { index: 7, theme: 'cherry' });
});

choice('"A" is avatar 2 in red', () => {
  // A 65; 65 % 9 = 2; floor(65 / 9) = 7 -> red.
  assert.equal(avatarFor('A'), { index: 2, theme: 'red' });
});

choice('"Zoë" is the same person whether the ë is one code point or e plus a combining mark', () => {
  // NFC: Z 90 + o 111 + ë 235 = 436; 436 % 9 = 4 (9 × 48 = 432); 48 % 11 = 4 -> orange.
  assert.equal(avatarFor('Zo\u00EB'), { index: 4, theme: 'orange' });
  assert.equal(avatarFor('Zoe\u0308'), { index: 4, theme: 'orange' });
});

choice('surrounding spaces do not change the avatar', () => {
  assert.equal(avatarFor('  Ana \n'), avatarFor('Ana'));
});

choice('no name (missing, empty or blank) gives avatar 0 in gray', () => {
  for (const name of [null, undefined, '', '   ']) assert.equal(avatarFor(name), { index: 0, theme: 'gray' }, String(name));
  assert.is(DEFAULT_AVATAR_THEME, 'gray');
});

choice('a named person never gets gray, and every other theme and every avatar is reachable', () => {
  const themes = new Set<string>();
  const indexes = new Set<number>();
  for (let code = 1; code < 200; code++) {
    const { index, theme } = avatarFor(String.fromCharCode(code) + 'x');
    themes.add(theme);
    indexes.add(index);
  }
  assert.equal([...themes].sort(), [...NAMED_AVATAR_THEMES].sort());
  assert.equal([...indexes].sort(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
});

choice.run();

// ---------------------------------------------------------------------------------------------

const person = suite('avatar: a person with or without a picture');

person('a person with an avatar URL shows their picture', () => {
  assert.equal(personAvatar('Ana', ' https://cdn.test/ana.png '), { kind: 'picture', url: 'https://cdn.test/ana.png' });
});

person('a person without an avatar URL gets their cartoon avatar', () => {
  assert.equal(personAvatar('Ana', null), { kind: 'cartoon', index: 2, theme: 'sky' });
  assert.equal(personAvatar('Ana', undefined), { kind: 'cartoon', index: 2, theme: 'sky' });
  assert.equal(personAvatar('Ana', '   '), { kind: 'cartoon', index: 2, theme: 'sky' });
});

person('nobody at all gets avatar 0 in gray', () => {
  assert.equal(personAvatar(null, null), { kind: 'cartoon', index: 0, theme: 'gray' });
});

person.run();

// ---------------------------------------------------------------------------------------------

const themes = suite('avatar: theme colours');

themes('every theme has a readable background and foreground pair', () => {
  assert.equal(Object.keys(AVATAR_THEME_COLORS).sort(), [...AVATAR_THEMES].sort());
  for (const theme of AVATAR_THEMES) {
    const { background, foreground } = avatarThemeColors(theme);
    assert.match(background, /^#[0-9A-F]{6}$/, theme);
    assert.match(foreground, /^#[0-9A-F]{6}$/, theme);
    assert.ok(contrastRatio(foreground, background) >= 4.5, `${theme} reads at WCAG AA`);
  }
});

themes('themes that share a hue with the palette use the palette shades', () => {
  assert.equal(avatarThemeColors('blue'), { background: PALETTE.lightBlue, foreground: PALETTE.blue });
  assert.equal(avatarThemeColors('gray'), { background: PALETTE.lightGray, foreground: PALETTE.gray });
});

themes('an unknown or missing theme gets gray', () => {
  for (const theme of ['teal', 'toString', '', null, undefined]) assert.equal(avatarThemeColors(theme), AVATAR_THEME_COLORS.gray, String(theme));
});

themes.run();

// ---------------------------------------------------------------------------------------------

const letters = suite('avatar: initials');

letters('first and last words give two upper-case initials', () => {
  assert.is(initials('Ada Lovelace'), 'AL');
  assert.is(initials('mary ann smith'), 'MS');
  assert.is(initials('Jean-Luc Picard'), 'JP');
});

letters('a single word gives one initial', () => {
  assert.is(initials('cher'), 'C');
  assert.is(initials('  Prince  '), 'P');
});

letters('no name gives no initials', () => {
  for (const name of [null, undefined, '', '   ']) assert.is(initials(name), '', String(name));
});

letters('accents stay whole, typed either way, and come out composed', () => {
  assert.is(initials('émile zola'), 'ÉZ');
  assert.is(initials('e\u0301mile'), '\u00C9');
});

letters('letters outside the Basic Multilingual Plane are not split', () => {
  assert.is(initials('𝓐da 𝓑ob'), '𝓐𝓑');
});

letters('scripts without case are kept as they are', () => {
  assert.is(initials('李 小龙'), '李小');
});

letters('words without letters are skipped, and leading punctuation is passed over', () => {
  assert.is(initials('🎸 Ana & Bob'), 'AB');
  assert.is(initials('(Ana) Smith'), 'AS');
  assert.is(initials('👩‍🎤'), '');
});

letters('a letter whose upper case is two letters stays as it is', () => {
  // 'ß'.toUpperCase() is 'SS', which would make three letters.
  assert.is(initials('ßen Müller'), 'ßM');
});

letters.run();
