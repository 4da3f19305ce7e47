/**
 * The shared Markdown editor in happy-dom: its toolbar (labels, shortcuts named, one tab stop,
 * arrow keys), commands by button and by shortcut, the caller's own keys, the live preview (safe,
 * with images uploaded here and ticket numbers), Write / Preview, and image uploads: a placeholder
 * while one runs, the image when it ends, the placeholder gone with a message when it fails.
 */
import { testWindow } from './setup.ts';
import { act, useState, type KeyboardEvent } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ImageUploadOutcome } from '../../../src/application/shared/document-images.ts';
import { MarkdownEditor } from '../../../src/ui/components/markdown-editor.tsx';
import { buttonNamed, render } from './render.tsx';

/** happy-dom's Event (Node has one of its own, which happy-dom's elements refuse). */
const DomEvent = testWindow.Event as unknown as typeof Event;

interface Mounted {
  readonly container: HTMLElement;
  readonly text: HTMLTextAreaElement;
  readonly value: () => string;
  readonly keys: string[];
  readonly unmount: () => Promise<void>;
}

/** The editor with its text kept in state, as a page keeps it. */
async function mount(initial = '', uploadImage?: (file: File) => Promise<ImageUploadOutcome>): Promise<Mounted> {
  let current = initial;
  const keys: string[] = [];
  function Page() {
    const [value, setValue] = useState(initial);
    current = value;
    return (
      <MarkdownEditor
        label="Body (Markdown)"
        value={value}
        onChange={setValue}
        description="Ctrl+Enter saves"
        onKeyDown={(event: KeyboardEvent) => keys.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`)}
        {...(uploadImage ? { uploadImage } : {})}
      />
    );
  }
  const view = await render(<Page />);
  const text = view.container.querySelector('textarea')!;
  return { container: view.container, text, value: () => current, keys, unmount: view.unmount };
}

/** Types `value` into the text area as a person would (React watches the value setter, so the native one is used). */
async function type(text: HTMLTextAreaElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(text), 'value')!.set!.call(text, value);
    text.dispatchEvent(new DomEvent('input', { bubbles: true }));
  });
}

const select = (text: HTMLTextAreaElement, start: number, end = start) => {
  text.focus();
  text.setSelectionRange(start, end);
};

const press = (target: Element, init: KeyboardEventInit) => act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })));

const tool = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${name}"]`)!;

const toolbar = suite('markdown editor: the toolbar');

toolbar('a labelled text area, and a labelled toolbar of labelled buttons naming their shortcuts', async () => {
  const view = await mount();
  const label = view.container.querySelector('label')!;
  assert.is(label.textContent, 'Body (Markdown)');
  assert.is(label.getAttribute('for'), view.text.id);
  const bar = view.container.querySelector('[role="toolbar"]')!;
  assert.is(bar.getAttribute('aria-label'), 'Formatting');
  assert.is(bar.getAttribute('aria-controls'), view.text.id);
  const buttons = [...bar.querySelectorAll('button')];
  assert.equal(
    buttons.map((button) => button.getAttribute('aria-label')),
    ['Heading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Code', 'Code block', 'Table'],
    'no image button without an uploader',
  );
  assert.is(tool(view.container, 'Bold').getAttribute('aria-keyshortcuts'), 'Control+B');
  assert.is(tool(view.container, 'Bulleted list').getAttribute('aria-keyshortcuts'), 'Control+Shift+8');
  assert.is(tool(view.container, 'Heading').getAttribute('aria-keyshortcuts'), 'Control+Alt+1 Control+Alt+2 Control+Alt+3');
  assert.match(tool(view.container, 'Bold').textContent!, 'Bold · Ctrl+B');
  assert.ok(view.text.getAttribute('aria-describedby')!.split(' ').every((id) => view.container.querySelector(`[id="${id}"]`)), 'the hint describes the text area');
  await view.unmount();
});

toolbar('one tab stop: arrow keys, Home and End move between the buttons', async () => {
  const view = await mount();
  const buttons = [...view.container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
  const stops = () => buttons.filter((button) => button.tabIndex === 0).map((button) => button.getAttribute('aria-label'));
  assert.equal(stops(), ['Heading']);
  buttons[0]!.focus();
  await press(buttons[0]!, { key: 'ArrowRight' });
  assert.equal(stops(), ['Bold']);
  assert.is(document.activeElement, buttons[1]);
  await press(buttons[1]!, { key: 'End' });
  assert.is(document.activeElement, buttons.at(-1));
  await press(buttons.at(-1)!, { key: 'ArrowRight' });
  assert.is(document.activeElement, buttons[0], 'the arrows wrap around');
  await press(buttons[0]!, { key: 'ArrowLeft' });
  assert.equal(stops(), ['Table']);
  await view.unmount();
});

toolbar('a button applies its command to the selection and gives the text area the focus back', async () => {
  const view = await mount('Ship on time');
  select(view.text, 5, 12);
  await act(async () => tool(view.container, 'Bold').click());
  assert.is(view.value(), 'Ship **on time**');
  assert.is(document.activeElement, view.text);
  assert.equal([view.text.selectionStart, view.text.selectionEnd], [7, 14], 'the words stay selected');
  await act(async () => tool(view.container, 'Bold').click());
  assert.is(view.value(), 'Ship on time', 'bold twice is plain again');
  await view.unmount();
});

toolbar('Table inserts a 2 x 2 skeleton after the line, its first heading selected', async () => {
  const view = await mount('Intro');
  select(view.text, 5);
  await act(async () => tool(view.container, 'Table').click());
  assert.is(view.value(), 'Intro\n\n| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |\n| Cell | Cell |');
  assert.is(view.value().slice(view.text.selectionStart, view.text.selectionEnd), 'Column 1');
  await view.unmount();
});

toolbar.run();

const keys = suite('markdown editor: shortcuts');

keys('Ctrl+B, Ctrl+I, Ctrl+K, Ctrl+E, Ctrl+Shift+8 and 7, Ctrl+Alt+2 act on the text', async () => {
  const cases: readonly [KeyboardEventInit, string, string][] = [
    [{ key: 'b', ctrlKey: true }, 'word', '**word**'],
    [{ key: 'i', ctrlKey: true }, 'word', '_word_'],
    [{ key: 'k', ctrlKey: true }, 'word', '[word](https://)'],
    [{ key: 'e', ctrlKey: true }, 'word', '`word`'],
    [{ key: 'E', code: 'KeyE', ctrlKey: true, shiftKey: true }, 'word', '```\nword\n```'],
    [{ key: '*', code: 'Digit8', ctrlKey: true, shiftKey: true }, 'word', '- word'],
    [{ key: '&', code: 'Digit7', ctrlKey: true, shiftKey: true }, 'word', '1. word'],
    [{ key: '2', code: 'Digit2', ctrlKey: true, altKey: true }, 'word', '## word'],
    [{ key: 'b', metaKey: true }, 'word', '**word**'],
  ];
  for (const [init, before, after] of cases) {
    const view = await mount(before);
    select(view.text, 0, before.length);
    await press(view.text, init);
    assert.is(view.value(), after, JSON.stringify(init));
    assert.equal(view.keys, [], 'an editor shortcut is not passed on');
    await view.unmount();
  }
});

keys("other keys reach the page's own handler (Ctrl+Enter saves there)", async () => {
  const view = await mount('text');
  await press(view.text, { key: 'Enter', ctrlKey: true });
  await press(view.text, { key: 'Escape' });
  assert.equal(view.keys, ['Ctrl+Enter', 'Escape']);
  assert.is(view.value(), 'text');
  await view.unmount();
});

keys('Enter in a list item starts the next one, and Enter on an empty item ends the list', async () => {
  const view = await mount('- first');
  select(view.text, 7);
  await press(view.text, { key: 'Enter' });
  assert.is(view.value(), '- first\n- ');
  await press(view.text, { key: 'Enter' });
  assert.is(view.value(), '- first\n\n');
  assert.equal(view.keys, [], 'the list took the key');
  // Outside a list Enter is the text area's own (and the page hears it).
  await press(view.text, { key: 'Enter' });
  assert.equal(view.keys, ['Enter']);
  await view.unmount();
});

keys.run();

const preview = suite('markdown editor: preview');

preview('the preview renders as the text is written: marks, tables, ticket numbers, images uploaded here, never HTML', async () => {
  const view = await mount('');
  const region = view.container.querySelector('section[aria-label="Preview"]')!;
  assert.match(region.textContent!, 'Nothing to preview yet.');
  await type(view.text, '**bold** #12 ![chart](/upload/files/document-1-a.png) <img src=x onerror=alert(1)>\n\n| a | b |\n| - | - |\n| 1 | 2 |');
  assert.is(region.querySelector('strong')!.textContent, 'bold');
  assert.is(region.querySelector('.ticket-chip')!.textContent, '#12', 'outside an organization the chip is the number alone');
  const images = [...region.querySelectorAll('img')];
  assert.equal(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt')]), [['/upload/files/document-1-a.png', 'chart']], 'only the uploaded image loads');
  assert.match(region.textContent!, '<img src=x onerror=alert(1)>');
  assert.ok(region.querySelector('table'));
  await view.unmount();
});

preview('Write and Preview switch what a narrow editor shows', async () => {
  const view = await mount('# Hi');
  const editor = view.container.querySelector('.markdown-editor')!;
  assert.is(editor.getAttribute('data-mode'), 'write');
  await act(async () => buttonNamed(view.container, 'Preview').click());
  assert.is(editor.getAttribute('data-mode'), 'preview');
  assert.is(buttonNamed(view.container, 'Preview').getAttribute('aria-pressed'), 'true');
  // A command from the keyboard goes back to writing.
  await act(async () => tool(view.container, 'Bold').click());
  assert.is(editor.getAttribute('data-mode'), 'write');
  await view.unmount();
});

preview.run();

const uploads = suite('markdown editor: images');

/** An upload the test ends when it wants. */
function deferredUpload() {
  const files: File[] = [];
  const ends: ((outcome: ImageUploadOutcome) => void)[] = [];
  const upload = (file: File) => {
    files.push(file);
    return new Promise<ImageUploadOutcome>((resolve) => ends.push(resolve));
  };
  return { upload, files, ends };
}

async function choose(container: HTMLElement, file: File): Promise<void> {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  assert.is(input.getAttribute('accept'), 'image/png,image/jpeg,image/gif,image/webp');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new DomEvent('change', { bubbles: true })));
}

const png = (name = 'chart.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

uploads('an image chosen with the button: a placeholder while it uploads, then the image where the placeholder was', async () => {
  const { upload, files, ends } = deferredUpload();
  const view = await mount('Intro', upload);
  let opened = 0;
  view.container.querySelector<HTMLInputElement>('input[type="file"]')!.addEventListener('click', () => opened++);
  await act(async () => tool(view.container, 'Image').click());
  assert.is(opened, 1, 'the Image button opens the file chooser');
  select(view.text, 5);
  await choose(view.container, png());
  assert.is(files.length, 1);
  assert.is(view.value(), 'Intro\n![Uploading chart…](uploading:1)\n');
  assert.match(view.container.querySelector('[role="status"]')!.textContent!, 'Uploading an image…');
  assert.match(view.container.querySelector('section[aria-label="Preview"]')!.textContent!, 'Uploading chart…');
  // The person goes on writing before the upload ends.
  await type(view.text, `Before. ${view.value()}After.`);
  await act(async () => ends[0]!({ status: 'done', url: '/upload/files/document-1-x.png' }));
  assert.is(view.value(), 'Before. Intro\n![chart](/upload/files/document-1-x.png)\nAfter.');
  assert.is(view.container.querySelector('[role="status"]')!.textContent, '');
  assert.ok(view.container.querySelector('section[aria-label="Preview"] img[src="/upload/files/document-1-x.png"]'));
  await view.unmount();
});

uploads('a failed upload takes its placeholder away and says why', async () => {
  const { upload, ends } = deferredUpload();
  const view = await mount('Text', upload);
  select(view.text, 4);
  await choose(view.container, png('huge.png'));
  assert.match(view.value(), 'Uploading huge');
  await act(async () => ends[0]!({ status: 'failed', message: 'Images can be up to 10MB' }));
  assert.is(view.value(), 'Text');
  const alert = view.container.querySelector('.markdown-editor-problem[role="alert"]')!;
  assert.match(alert.textContent!, 'Could not upload huge.png: Images can be up to 10MB');
  await act(async () => buttonNamed(alert, 'Dismiss').click());
  assert.is(view.container.querySelector('.markdown-editor-problem'), null);
  await view.unmount();
});

uploads('a pasted image uploads; pasted text is left to the text area', async () => {
  const { upload, files } = deferredUpload();
  const view = await mount('', upload);
  select(view.text, 0);
  const pasteWith = async (list: File[]) => {
    const event = new DomEvent('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'clipboardData', { value: { files: list, types: list.length ? ['Files'] : ['text/plain'] } });
    await act(async () => void view.text.dispatchEvent(event));
    return event.defaultPrevented;
  };
  assert.is(await pasteWith([]), false, 'text pastes as text');
  assert.is(await pasteWith([png('pasted.png')]), true);
  assert.equal(files.map((file) => file.name), ['pasted.png']);
  assert.match(view.value(), '![Uploading pasted…](uploading:1)');
  await view.unmount();
});

uploads('a dropped image uploads; a dropped file that is not an image is refused with a message', async () => {
  const { upload, files } = deferredUpload();
  const view = await mount('', upload);
  const drop = async (list: File[]) => {
    const event = new DomEvent('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { files: list, types: ['Files'] } });
    await act(async () => void view.text.dispatchEvent(event));
  };
  await drop([png('dropped.png'), new File(['a,b'], 'list.csv', { type: 'text/csv' })]);
  assert.equal(files.map((file) => file.name), ['dropped.png']);
  assert.match(view.container.querySelector('.markdown-editor-problem')!.textContent!, 'Only images can be dropped here');
  await view.unmount();
});

uploads.run();
