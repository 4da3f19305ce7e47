/** The readme's Markdown reader: blocks, inline marks, and links that are safe to follow (XSS cases). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isExternalHref, parseInline, plainText, safeHref } from '../../../src/domain/shared/markdown-inline.ts';
import { parseMarkdown, type Block } from '../../../src/domain/shared/markdown.ts';

const text = (t: string) => ({ type: 'text', text: t });

const blocks = suite('markdown: blocks');

blocks('headings of every level, and paragraphs split by blank lines', () => {
  assert.equal(parseMarkdown('# Title\n\nFirst line\nsame paragraph\n\n### Third ###'), [
    { type: 'heading', level: 1, children: [text('Title')] },
    { type: 'paragraph', children: [text('First line same paragraph')] },
    { type: 'heading', level: 3, children: [text('Third')] },
  ]);
});

blocks('a hash without a space is text, not a heading', () => {
  assert.equal(parseMarkdown('#hashtag'), [{ type: 'paragraph', children: [text('#hashtag')] }]);
});

blocks('bullet and numbered lists, with the number they start at', () => {
  assert.equal(parseMarkdown('- one\n- two\n\n3. three\n4. four'), [
    { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: [text('one')] }], [{ type: 'paragraph', children: [text('two')] }]] },
    { type: 'list', ordered: true, start: 3, items: [[{ type: 'paragraph', children: [text('three')] }], [{ type: 'paragraph', children: [text('four')] }]] },
  ]);
});

blocks('an indented list inside an item nests', () => {
  const [list] = parseMarkdown('* parent\n  * child\n* next');
  assert.equal(list, {
    type: 'list', ordered: false, start: 1,
    items: [
      [{ type: 'paragraph', children: [text('parent')] }, { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: [text('child')] }]] }],
      [{ type: 'paragraph', children: [text('next')] }],
    ],
  });
});

blocks('fenced code keeps its text exactly, markup included', () => {
  assert.equal(parseMarkdown('```js\nconst a = "<b>*x*</b>";\n\n  indented\n```\nafter'), [
    { type: 'code', language: 'js', text: 'const a = "<b>*x*</b>";\n\n  indented' },
    { type: 'paragraph', children: [text('after')] },
  ]);
});

blocks('quotes hold blocks; rules stand alone', () => {
  assert.equal(parseMarkdown('> quoted **words**\n> more\n\n---'), [
    { type: 'quote', children: [{ type: 'paragraph', children: [text('quoted '), { type: 'strong', children: [text('words')] }, text(' more')] }] },
    { type: 'rule' },
  ]);
});

blocks('windows line ends read the same', () => {
  assert.equal(parseMarkdown('# A\r\n\r\nb'), parseMarkdown('# A\n\nb'));
});

blocks('an empty readme has no blocks', () => {
  assert.equal(parseMarkdown('  \n\n'), []);
});

const tables = suite('markdown: tables');

const cells = (...values: string[]) => values.map((value) => (value === '' ? [] : [text(value)]));

tables('a header row, a delimiter row and body rows make a table; outer pipes are optional', () => {
  const table = { type: 'table', align: [null, null], head: cells('a', 'b'), rows: [cells('1', '2'), cells('3', '4')] };
  assert.equal(parseMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |'), [table]);
  assert.equal(parseMarkdown('a | b\n--- | ---\n1 | 2\n3 | 4'), [table]);
});

tables('alignment from the colons; short rows are filled, long rows cut to the header', () => {
  assert.equal(parseMarkdown('| L | C | R | N |\n|:--|:-:|--:|---|\n| x |\n| 1 | 2 | 3 | 4 | 5 |'), [
    { type: 'table', align: ['left', 'center', 'right', null], head: cells('L', 'C', 'R', 'N'), rows: [cells('x', '', '', ''), cells('1', '2', '3', '4')] },
  ]);
});

tables('cells hold inline marks; an escaped pipe stays in its cell; markup stays text', () => {
  const [table] = parseMarkdown('| **bold** | `a\\|b` |\n|---|---|\n| <script>x</script> | [l](javascript:alert(1)) |');
  const t = table as Extract<Block, { type: 'table' }>;
  assert.equal(t.head[0], [{ type: 'strong', children: [text('bold')] }]);
  assert.equal(t.head[1], [{ type: 'code', text: 'a|b' }]);
  assert.equal(t.rows[0]![0], [text('<script>x</script>')]);
  assert.not.ok(JSON.stringify(t.rows[0]![1]).includes('"href":"javascript'), 'no javascript: link');
});

tables('the table ends at a blank line or another block; a paragraph before it stays a paragraph', () => {
  assert.equal(parseMarkdown('Intro\n| a |\n|---|\n| 1 |\n\nAfter'), [
    { type: 'paragraph', children: [text('Intro')] },
    { type: 'table', align: [null], head: cells('a'), rows: [cells('1')] },
    { type: 'paragraph', children: [text('After')] },
  ]);
  assert.equal(parseMarkdown('| a |\n|---|\n# Next'), [
    { type: 'table', align: [null], head: cells('a'), rows: [] },
    { type: 'heading', level: 1, children: [text('Next')] },
  ]);
});

tables('without a matching delimiter row, pipes are plain text', () => {
  assert.equal(parseMarkdown('a | b\n---|---|---'), [{ type: 'paragraph', children: [text('a | b ---|---|---')] }]);
  assert.equal(parseMarkdown('| a | b |'), [{ type: 'paragraph', children: [text('| a | b |')] }]);
});

tables.run();

const inline = suite('markdown: inline');

inline('bold, italic and code', () => {
  assert.equal(parseInline('a **b** _c_ *d* `e*f*`'), [
    text('a '), { type: 'strong', children: [text('b')] }, text(' '), { type: 'em', children: [text('c')] }, text(' '),
    { type: 'em', children: [text('d')] }, text(' '), { type: 'code', text: 'e*f*' },
  ]);
});

inline('bold around italic', () => {
  assert.equal(parseInline('**bold *both* bold**'), [{ type: 'strong', children: [text('bold '), { type: 'em', children: [text('both')] }, text(' bold')] }]);
});

inline('underscores inside words and lone stars stay text', () => {
  assert.equal(parseInline('snake_case_name and 2 * 3 * 4'), [text('snake_case_name and 2 * 3 * 4')]);
});

inline('backslash escapes keep the mark as text', () => {
  assert.equal(parseInline('\\*not em\\*'), [text('*not em*')]);
});

inline('two spaces at a line end break the line', () => {
  assert.equal(parseMarkdown('one  \ntwo'), [{ type: 'paragraph', children: [text('one'), { type: 'break' }, text('two')] }]);
});

inline('links, autolinks and bare addresses', () => {
  assert.equal(parseInline('[the **site**](https://example.com/a_(b) "Title") <mailto:a@b.c> see https://x.test/p.'), [
    { type: 'link', href: 'https://example.com/a_(b)', children: [text('the '), { type: 'strong', children: [text('site')] }] },
    text(' '),
    { type: 'link', href: 'mailto:a@b.c', children: [text('mailto:a@b.c')] },
    text(' see '),
    { type: 'link', href: 'https://x.test/p', children: [text('https://x.test/p')] },
    text('.'),
  ]);
});

inline('a relative link stays a link', () => {
  assert.equal(parseInline('[ticket](/org/1/ticket/2/view)'), [{ type: 'link', href: '/org/1/ticket/2/view', children: [text('ticket')] }]);
});

inline('plain text of marked content', () => {
  assert.is(plainText(parseInline('a **b** [c](/d) `e`')), 'a b c e');
});

const xss = suite('markdown: nothing runs (XSS)');

xss('HTML stays text: a script tag is shown, not parsed', () => {
  assert.equal(parseMarkdown('<script>alert(1)</script>'), [{ type: 'paragraph', children: [text('<script>alert(1)</script>')] }]);
  assert.equal(parseInline('<img src=x onerror=alert(1)>'), [text('<img src=x onerror=alert(1)>')]);
});

xss('a javascript: link keeps its words and loses its address', () => {
  assert.equal(parseInline('[click](javascript:alert(1))'), [text('click')]);
});

xss('scheme tricks are refused: case, control characters, spaces, entities, data and vbscript', () => {
  for (const href of [
    'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', ' javascript:alert(1)', 'javascript :alert(1)',
    '\u0000javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'file:///etc/passwd', '//evil.test/x', '\\\\evil.test',
  ]) assert.is(safeHref(href), null, JSON.stringify(href));
  // An entity is not decoded: it stays a harmless relative address.
  assert.is(safeHref('javascript&#58;alert(1)'), 'javascript&#58;alert(1)');
});

xss('safe addresses pass unchanged', () => {
  for (const href of ['https://example.com', 'HTTP://example.com', 'mailto:a@b.c', '/org/1', '#top', '?q=1', 'docs/page', './a', '../b']) assert.is(safeHref(href), href);
});

xss('autolinks with unsafe schemes stay text', () => {
  assert.equal(parseInline('<javascript:alert(1)>'), [text('<javascript:alert(1)>')]);
});

xss('a link inside a link label does not nest', () => {
  assert.equal(parseInline('[a [b](/x)](/y)'), [{ type: 'link', href: '/y', children: [text('a '), text('b')] }]);
});

xss('only http, https and mailto leave the site', () => {
  assert.ok(isExternalHref('https://a.test'));
  assert.ok(isExternalHref('mailto:a@b.c'));
  assert.not.ok(isExternalHref('/org/1'));
});

blocks.run();
inline.run();
xss.run();

const images = suite('markdown: images');

images('an image becomes a link to it, so nothing loads from elsewhere by itself', () => {
  assert.equal(parseInline('see ![the chart](https://img.test/c.png)'), [text('see '), { type: 'link', href: 'https://img.test/c.png', children: [text('the chart')] }]);
  assert.equal(parseInline('wow!'), [text('wow!')]);
});

images.run();

const edges = suite('markdown: edge cases');

edges('a backslash at a line end breaks the line', () => {
  assert.equal(parseInline('a\\\nb'), [text('a'), { type: 'break' }, text('b')]);
});

edges('code spans: unclosed ticks stay text, longer runs hold shorter ones, one space each side is trimmed', () => {
  assert.equal(parseInline('a `b'), [text('a `b')]);
  assert.equal(parseInline('`a``b`'), [{ type: 'code', text: 'a``b' }]);
  assert.equal(parseInline('`` `x` ``'), [{ type: 'code', text: '`x`' }]);
  assert.equal(parseInline('``a`'), [text('``a`')]);
});

edges('emphasis reads through escapes and code, and needs its own closer', () => {
  assert.equal(parseInline('*a\\*b*'), [{ type: 'em', children: [text('a*b')] }]);
  assert.equal(parseInline('*a `*` b*'), [{ type: 'em', children: [text('a '), { type: 'code', text: '*' }, text(' b')] }]);
  assert.equal(parseInline('*a `b'), [text('*a `b')]);
  assert.equal(parseInline('**never closed'), [text('**never closed')]);
  assert.equal(parseInline('*a**b* c'), [{ type: 'em', children: [text('a**b')] }, text(' c')]);
  assert.equal(parseInline('*a\\'), [text('*a\\')]);
});

edges('links: escaped brackets and parentheses, angle addresses, and what is not a link', () => {
  assert.equal(parseInline('[a\\]b](/x)'), [{ type: 'link', href: '/x', children: [text('a]b')] }]);
  assert.equal(parseInline('[a](/x\\))'), [{ type: 'link', href: '/x\\)', children: [text('a')] }]);
  assert.equal(parseInline('[a](</x>)'), [{ type: 'link', href: '/x', children: [text('a')] }]);
  assert.equal(parseInline('[a] b'), [text('[a] b')]);
  assert.equal(parseInline('[a](/x'), [text('[a](/x')]);
  assert.equal(parseInline('[a'), [text('[a')]);
  assert.equal(parseMarkdown('[a](/x\ny)'), [{ type: 'paragraph', children: [text('[a](/x y)')] }]);
});

edges('plain text keeps a space for a line break', () => {
  assert.is(plainText(parseInline('a  \nb')), 'a b');
});

edges('fences: tildes, an unclosed fence runs to the end', () => {
  assert.equal(parseMarkdown('~~~\nx\n~~~'), [{ type: 'code', text: 'x', language: '' }]);
  assert.equal(parseMarkdown('```\nnever closed'), [{ type: 'code', text: 'never closed', language: '' }]);
});

edges('an empty heading, and a quote going on without its marker', () => {
  assert.equal(parseMarkdown('#'), [{ type: 'heading', level: 1, children: [] }]);
  assert.equal(parseMarkdown('> a\nb'), [{ type: 'quote', children: [{ type: 'paragraph', children: [text('a b')] }] }]);
});

edges('lists: a blank line between items keeps one list; a blank line before other text ends it; a heading ends it', () => {
  const [one] = parseMarkdown('- a\n\n- b');
  assert.is(one?.type === 'list' ? one.items.length : 0, 2);
  assert.equal(parseMarkdown('- a\n\n  more').length, 1);
  assert.equal(parseMarkdown('- a\n\nafter').map((b) => b.type), ['list', 'paragraph']);
  assert.equal(parseMarkdown('- a\n# H').map((b) => b.type), ['list', 'heading']);
  assert.equal(parseMarkdown('- a\ngoes on'), [{ type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: [text('a goes on')] }]] }]);
});

edges('very deep nesting stops nesting instead of recursing without end', () => {
  const deep = parseMarkdown('>'.repeat(20) + ' deep');
  let depth = 0;
  let node = deep[0] as { type: string; children?: unknown[] };
  while (node.type === 'quote') {
    depth++;
    node = node.children![0] as typeof node;
  }
  assert.ok(depth <= 10);
  assert.is(node.type, 'paragraph');
  const list = parseMarkdown(Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'));
  assert.is(list[0]!.type, 'list');
});

edges.run();

const uploads = suite('markdown: images uploaded here');

uploads('an image uploaded to this site shows, by its path here', () => {
  assert.equal(parseInline('see ![the chart](/upload/files/document-1-abc.png) now'), [text('see '), { type: 'image', src: '/upload/files/document-1-abc.png', alt: 'the chart' }, text(' now')]);
  // A full address is another site's, whatever its path: a link, never an image that loads by itself.
  assert.equal(parseInline('![x](https://evil.test/upload/files/a.png)'), [{ type: 'link', href: 'https://evil.test/upload/files/a.png', children: [text('x')] }]);
});

uploads('any other image address stays a link (or text when unsafe)', () => {
  assert.equal(parseInline('![x](/upload/files/../secret)'), [{ type: 'link', href: '/upload/files/../secret', children: [text('x')] }]);
  assert.equal(parseInline('![x](javascript:alert(1))'), [text('x')]);
  assert.equal(parseInline('![x](/elsewhere/a.png)'), [{ type: 'link', href: '/elsewhere/a.png', children: [text('x')] }]);
});

uploads('the alt text is plain text, marks and all read as words', () => {
  assert.equal(parseInline('![**big** chart](/upload/files/a.png)'), [{ type: 'image', src: '/upload/files/a.png', alt: 'big chart' }]);
  assert.is(plainText(parseInline('a ![chart](/upload/files/a.png) b')), 'a chart b');
});

uploads.run();

const tickets = suite('markdown: ticket references');

const ticket = (localId: number) => ({ type: 'ticket', localId });

tickets('#123 is a reference to ticket 123, in text, lists and tables', () => {
  assert.equal(parseInline('see #123, then #7.'), [text('see '), ticket(123), text(', then '), ticket(7), text('.')]);
  assert.equal(parseInline('#42'), [ticket(42)]);
  assert.equal(parseInline('(#5)'), [text('('), ticket(5), text(')')]);
  assert.equal(parseMarkdown('- #1\n\n| a |\n| - |\n| #2 |'), [
    { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: [ticket(1)] }]] },
    { type: 'table', align: [null], head: [[text('a')]], rows: [[[ticket(2)]]] },
  ]);
});

tickets('bold and italic references are references', () => {
  assert.equal(parseInline('**#9**'), [{ type: 'strong', children: [ticket(9)] }]);
});

tickets('no reference inside code, in a word, after & or /, before a letter, or escaped', () => {
  assert.equal(parseInline('`#12`'), [{ type: 'code', text: '#12' }]);
  assert.equal(parseMarkdown('```\n#12\n```'), [{ type: 'code', text: '#12', language: '' }]);
  assert.equal(parseInline('issue#12'), [text('issue#12')]);
  assert.equal(parseInline('&#58;'), [text('&#58;')]);
  assert.equal(parseInline('/page#12'), [text('/page#12')]);
  assert.equal(parseInline('#12abc'), [text('#12abc')]);
  assert.equal(parseInline('#'), [text('#')]);
  assert.equal(parseInline('\\#12'), [text('#12')]);
  assert.equal(parseInline('#1234567890'), [text('#1234567890')]);
});

tickets('a heading is not a reference (a space follows its #), a reference in a heading is', () => {
  assert.equal(parseMarkdown('# 12'), [{ type: 'heading', level: 1, children: [text('12')] }]);
  assert.equal(parseMarkdown('## Fixes #3'), [{ type: 'heading', level: 2, children: [text('Fixes '), ticket(3)] }]);
});

tickets('inside a link text a reference is plain text (no link in a link)', () => {
  assert.equal(parseInline('[see #4](https://x.test)'), [{ type: 'link', href: 'https://x.test', children: [text('see '), text('#4')] }]);
  assert.is(plainText(parseInline('fix #4')), 'fix #4');
});

tickets.run();
