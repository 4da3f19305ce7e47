/**
 * The Markdown editor's commands. Texts are written with the selection marked: «…» a selection,
 * | a cursor; each test reads as before → after.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { altText, applyCommand, continueList, imageMarkdown, insertText, replaceInText, TABLE_SKELETON, uploadPlaceholder, type MarkdownCommand, type TextEdit } from '../../../src/domain/shared/markdown-edit.ts';
import { parseMarkdown } from '../../../src/domain/shared/markdown.ts';

/** A text with its selection marked («…» or |) as an edit. */
function at(marked: string): TextEdit {
  const cursor = marked.indexOf('|');
  if (cursor >= 0) return { text: marked.replace('|', ''), selection: { start: cursor, end: cursor } };
  const start = marked.indexOf('«');
  const end = marked.indexOf('»') - 1;
  assert.ok(start >= 0 && end >= start, `no selection in ${marked}`);
  return { text: marked.replace('«', '').replace('»', ''), selection: { start, end } };
}

/** An edit written back with its selection marked. */
function show({ text, selection: { start, end } }: TextEdit): string {
  return start === end ? `${text.slice(0, start)}|${text.slice(start)}` : `${text.slice(0, start)}«${text.slice(start, end)}»${text.slice(end)}`;
}

const run = (command: MarkdownCommand, marked: string) => show(applyCommand(command, at(marked)));

const inline = suite('markdown edit: bold, italic and inline code');

inline('bold wraps the selection and keeps it selected', () => {
  assert.is(run('bold', 'Ship «on time» now'), 'Ship **«on time»** now');
});

inline('bold twice is plain again (selection inside the marks)', () => {
  assert.is(run('bold', 'Ship **«on time»** now'), 'Ship «on time» now');
});

inline('bold on a selection that includes the marks takes them off', () => {
  assert.is(run('bold', 'Ship «**on time**» now'), 'Ship «on time» now');
});

inline('bold with nothing selected inserts a placeholder, selected to type over', () => {
  assert.is(run('bold', 'Ship |'), 'Ship **«bold text»**');
});

inline('an empty bold mark around the cursor goes away', () => {
  assert.is(run('bold', 'a **|** b'), 'a | b');
});

inline('spaces at the ends of the selection stay outside the marks', () => {
  assert.is(run('bold', 'a« word »b'), 'a **«word»** b');
});

inline('a selection over several lines is marked line by line, blank lines left alone', () => {
  assert.is(run('bold', '«one\n\ntwo»'), '«**one**\n\n**two**»');
});

inline('italic uses underscores and toggles the same way', () => {
  assert.is(run('italic', 'very «nice»'), 'very _«nice»_');
  assert.is(run('italic', 'very _«nice»_'), 'very «nice»');
  assert.is(run('italic', '|'), '_«italic text»_');
});

inline('italic inside bold adds underscores, it does not take the bold marks for italic ones', () => {
  assert.is(run('italic', '**«x»**'), '**_«x»_**');
});

inline('code wraps a selection on one line in backticks, and twice takes them off', () => {
  assert.is(run('code', 'run «npm test» first'), 'run `«npm test»` first');
  assert.is(run('code', 'run `«npm test»` first'), 'run «npm test» first');
  assert.is(run('code', 'run |'), 'run `«code»`');
});

inline('the result reads as the mark it was meant to be', () => {
  const bold = applyCommand('bold', at('Ship «on time»'));
  assert.equal(parseMarkdown(bold.text), [{ type: 'paragraph', children: [{ type: 'text', text: 'Ship ' }, { type: 'strong', children: [{ type: 'text', text: 'on time' }] }] }]);
});

inline.run();

const headings = suite('markdown edit: headings');

headings('the heading command cycles # → ## → ### → paragraph on the cursor line, the cursor kept on its word', () => {
  assert.is(run('heading', 'Intro\nRel|ease\nEnd'), 'Intro\n# Rel|ease\nEnd');
  assert.is(run('heading', 'Intro\n# Rel|ease\nEnd'), 'Intro\n## Rel|ease\nEnd');
  assert.is(run('heading', '## Rel|ease'), '### Rel|ease');
  assert.is(run('heading', '### Rel|ease'), 'Rel|ease');
});

headings('a level sets it; the same level again makes the line a paragraph', () => {
  assert.is(run('heading2', 'Rel|ease'), '## Rel|ease');
  assert.is(run('heading2', '## Rel|ease'), 'Rel|ease');
  assert.is(run('heading1', '### Rel|ease'), '# Rel|ease');
  assert.is(run('heading3', '|'), '### |');
});

headings('a heading replaces a list marker', () => {
  assert.is(run('heading1', '- Rel|ease'), '# Rel|ease');
});

headings('a selection over whole lines stays over them', () => {
  assert.is(run('heading2', '«one\ntwo»'), '«## one\n## two»');
});

headings.run();

const lists = suite('markdown edit: lists');

lists('a bulleted list over the selected lines, blank lines left out; twice takes it off', () => {
  assert.is(run('bulletList', '«one\n\ntwo»'), '«- one\n\n- two»');
  assert.is(run('bulletList', '«- one\n\n- two»'), '«one\n\ntwo»');
});

lists('on an empty line the marker is inserted and the cursor goes after it', () => {
  assert.is(run('bulletList', 'Intro\n|'), 'Intro\n- |');
  assert.is(run('numberedList', 'Intro\n|'), 'Intro\n1. |');
});

lists('a numbered list counts its lines; a bulleted one becomes numbered', () => {
  assert.is(run('numberedList', '«a\nb\nc»'), '«1. a\n2. b\n3. c»');
  assert.is(run('numberedList', '«- a\n- b»'), '«1. a\n2. b»');
  assert.is(run('numberedList', '«1. a\n2. b»'), '«a\nb»');
});

lists('the cursor keeps its place in its line', () => {
  assert.is(run('bulletList', 'wo|rd'), '- wo|rd');
  assert.is(run('bulletList', '- wo|rd'), 'wo|rd');
});

lists('a selection ending just after a line break does not take in the next line', () => {
  assert.is(run('bulletList', '«one\n»two'), '«- one\n»two');
});

lists('indentation stays (a nested item)', () => {
  assert.is(run('bulletList', '  ne|sted'), '  - ne|sted');
});

lists('Enter at the end of an item starts the next one; a numbered list counts on; indentation stays', () => {
  assert.is(show(continueList(at('- first|'))!), '- first\n- |');
  assert.is(show(continueList(at('Intro\n1. one|'))!), 'Intro\n1. one\n2. |');
  assert.is(show(continueList(at('  * nested|\nafter'))!), '  * nested\n  * |\nafter');
  assert.is(show(continueList(at('9) nine|'))!), '9) nine\n10) |');
});

lists('Enter on an empty item ends the list; elsewhere Enter is a plain line break', () => {
  assert.is(show(continueList(at('- one\n- |'))!), '- one\n\n|');
  const [list, paragraph] = parseMarkdown(`${continueList(at('- one\n- |'))!.text}Next`);
  assert.equal([list!.type, paragraph!.type], ['list', 'paragraph'], 'what is typed next is a paragraph');
  assert.is(continueList(at('plain text|')), null);
  assert.is(continueList(at('- fi|rst')), null, 'not at the end of the item');
  assert.is(continueList(at('- «first»')), null, 'text selected');
  assert.is(continueList(at('-not a list|')), null);
});

lists.run();

const links = suite('markdown edit: links');

links('the selected text becomes the label, the address selected to type over', () => {
  assert.is(run('link', 'see «the docs» now'), 'see [the docs](«https://») now');
});

links('a selected address becomes the target, the label selected', () => {
  assert.is(run('link', '«https://example.com/a»'), '[«link text»](https://example.com/a)');
});

links('nothing selected inserts both, the label selected', () => {
  assert.is(run('link', 'go |'), 'go [«link text»](https://)');
});

links('brackets in the label are escaped so the link holds', () => {
  const edit = applyCommand('link', at('«a [b] c»'));
  assert.is(edit.text, '[a \\[b\\] c](https://)');
  const [paragraph] = parseMarkdown(edit.text.replace('https://', 'https://x.test'));
  assert.equal(paragraph, { type: 'paragraph', children: [{ type: 'link', href: 'https://x.test', children: [{ type: 'text', text: 'a [b] c' }] }] });
});

links.run();

const blocks = suite('markdown edit: code blocks and tables');

blocks('code over several lines fences them; the command again takes the fences off', () => {
  assert.is(run('code', '«a = 1\nb = 2»'), '```\n«a = 1\nb = 2»\n```');
  assert.is(run('codeBlock', '```\n«a = 1\nb = 2»\n```'), '«a = 1\nb = 2»');
});

blocks('a code block on an empty line is an empty block to type into, set apart by blank lines', () => {
  assert.is(run('codeBlock', 'Intro\n|'), 'Intro\n\n```\n«code»\n```');
  assert.is(run('codeBlock', '|'), '```\n«code»\n```');
});

blocks('a code block on a line of text fences that line', () => {
  assert.is(run('codeBlock', 'Intro\nnpm| test\nEnd'), 'Intro\n\n```\n«npm test»\n```\n\nEnd');
});

blocks('a table is a 2 x 2 skeleton after the cursor line, its first heading selected', () => {
  assert.is(run('table', 'Intro| text'), 'Intro text\n\n| «Column 1» | Column 2 |\n| --- | --- |\n| Cell | Cell |\n| Cell | Cell |');
  assert.is(run('table', '|'), '| «Column 1» | Column 2 |\n| --- | --- |\n| Cell | Cell |\n| Cell | Cell |');
  assert.is(run('table', 'A|\n\nB'), 'A\n\n| «Column 1» | Column 2 |\n| --- | --- |\n| Cell | Cell |\n| Cell | Cell |\n\nB');
});

blocks('the skeleton reads as a table of two columns and two rows', () => {
  const [table] = parseMarkdown(TABLE_SKELETON);
  assert.is(table!.type, 'table');
  if (table!.type === 'table') {
    assert.is(table!.head.length, 2);
    assert.is(table!.rows.length, 2);
  }
});

blocks.run();

const images = suite('markdown edit: images and uploads');

images('an image is inserted at the cursor (in place of a selection), the cursor after it', () => {
  assert.is(show(insertText(at('See | here'), imageMarkdown('chart', '/upload/files/a.png'))), 'See ![chart](/upload/files/a.png)| here');
  assert.is(show(insertText(at('See «this» here'), '![x](/y)')), 'See ![x](/y)| here');
});

images('alt text comes from the file name, without what would break the Markdown', () => {
  assert.is(altText('Screen shot [1].png'), 'Screen shot 1');
  assert.is(altText('.png'), 'image');
  assert.is(altText('a\nb(c).jpeg'), 'a b c');
});

images('a placeholder is replaced by the image wherever the text has moved, the cursor kept on its text', () => {
  const placeholder = uploadPlaceholder(1, 'chart.png');
  assert.is(placeholder, '![Uploading chart…](uploading:1)');
  const started = insertText(at('Intro | end'), placeholder);
  // The person typed before the placeholder and went on writing after it.
  const typed: TextEdit = { text: `More ${started.text}`, selection: { start: started.text.length + 5, end: started.text.length + 5 } };
  const done = replaceInText(typed, placeholder, imageMarkdown('chart', '/upload/files/k.png'));
  assert.is(show(done), 'More Intro ![chart](/upload/files/k.png) end|');
});

images('a failed upload removes its placeholder; one deleted meanwhile changes nothing', () => {
  const placeholder = uploadPlaceholder(2, 'x.png');
  assert.is(show(replaceInText(at(`a ${placeholder}| b`), placeholder, '')), 'a | b');
  const edit = at('nothing |here');
  assert.is(replaceInText(edit, placeholder, ''), edit);
});

images('the placeholder previews as its words, not as an image or a link', () => {
  assert.equal(parseMarkdown(uploadPlaceholder(3, 'a.png')), [{ type: 'paragraph', children: [{ type: 'text', text: 'Uploading a…' }] }]);
});

images('a selection out of range is brought back inside the text', () => {
  assert.is(show(applyCommand('bold', { text: 'ab', selection: { start: 5, end: -3 } })), '**«ab»**');
});

images.run();
