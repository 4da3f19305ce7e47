import { testWindow } from '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createNotificationsModel } from '../../../src/application/shell/notifications-model.ts';
import { ImageUpload } from '../../../src/application/support/image-upload.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { SupportCaseGateway, type ClientUpdate } from '../../../src/application/support/support-case-gateway.port.ts';
import type { Issue } from '../../../src/domain/support/issue.ts';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { ToastOverlay } from '../../../src/ui/screens/shell/toast-overlay.tsx';
import { SupportCaseScreen } from '../../../src/ui/screens/support/support-case-screen.tsx';
import { runtimeOf, settle, stubLayer, testPreviews, testTimers } from '../../helpers/doubles.ts';
import { sampleIssue } from '../../helpers/fixtures.ts';
import { noNewVersion, testServices } from '../shared/services.ts';

// The confirm modal is loaded on demand; loading it here first makes its lazy import resolve from
// the module cache, so the tests wait on React, not on the transpiler.
await import('../../../src/ui/components/confirm-modal.tsx');

let root: Root | null = null;
let container: HTMLElement;

async function render(issue: Issue | null, onUpdate: (update: ClientUpdate) => Issue | Promise<Issue> = () => issue!): Promise<void> {
  const clock = await testTimers(Date.parse('2026-11-22T12:00:00.000Z'));
  const notifications = createNotificationsModel(clock);
  const runtime = runtimeOf(
    Layer.mergeAll(
      stubLayer(SupportCaseGateway, {
        fetchCase: () => Effect.succeed(issue),
        updateCase: (_token, update) => {
          const answer = onUpdate(update);
          return answer instanceof Promise ? Effect.promise(() => answer) : Effect.succeed(answer);
        },
      }),
      stubLayer(ProofOfWork, { solve: () => Effect.succeed({ proof: 'p', hash: 'h' }) }),
      stubLayer(ImageUpload, {}),
    ),
  );
  const services = testServices({
    notifications,
    newVersion: noNewVersion(),
    supportCase: { runner: runtime, notify: notifications.notify, previews: testPreviews() },
    now: clock.now,
  });
  container = document.createElement('div');
  document.body.appendChild(container);
  const tree: ReactNode = (
    <AppProvider value={services}>
      <SupportCaseScreen token="tok" />
      <ToastOverlay />
    </AppProvider>
  );
  await act(async () => {
    root = createRoot(container);
    root.render(tree);
  });
  await act(async () => {
    await settle();
  });
}

async function cleanup(): Promise<void> {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
}

/**
 * Lets React run until `find` answers something. React 19 holds Suspense content back for up to
 * 300 ms after a fallback, so this polls for up to 3 s; it waits for a state, it asserts no timing.
 */
async function waitFor<T>(find: () => T | null | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    const found = find();
    if (found) return found;
    await act(async () => {
      await new Promise<void>((resolve) => setTimeout(resolve, 10));
    });
  }
  throw new Error(`never appeared: ${what}`);
}

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button '${name}' in: ${container.textContent}`);
  return found as HTMLButtonElement;
}

async function type(textarea: HTMLTextAreaElement, text: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(textarea), 'value')!.set!;
    setter.call(textarea, text);
    textarea.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
  });
}

const open = suite('an open case');
open.after.each(cleanup);

open('shows the title, the sender, the case number and the request line by line', async () => {
  await render(sampleIssue({ description: 'First line\nSecond line' }));
  assert.is(document.title, 'Your Support Case - Tidemark');
  const header = container.querySelector('header')!.textContent!;
  assert.match(header, 'Your Support Case');
  assert.match(header, 'Ana Lima');
  assert.match(header, 'ana@example.com');
  assert.match(header, '#7');
  assert.match(header, 'Nov 20, ');
  assert.not.match(header, 'This issue has been resolved');
  const request = [...container.querySelectorAll('[data-kind="Request"] .bubble p')].map((p) => p.textContent);
  assert.equal(request, ['First line', 'Second line']);
});

open('shows the reply form with the exact texts', async () => {
  await render(sampleIssue());
  const textarea = container.querySelector('textarea')!;
  assert.is(textarea.getAttribute('placeholder'), 'Type your message here or drop an image file...');
  assert.ok(container.querySelector('label')?.textContent, 'the message area has a label');
  assert.match(container.textContent!, 'PNG, JPG, GIF up to 10MB');
  for (const name of ['Upload image', 'Send message', 'Mark as Resolved']) assert.ok(button(name));
  assert.is(button('Send message').disabled, true);
});

open('markup typed by anyone is shown as text, never run', async () => {
  const issue = sampleIssue({
    description: '<img src=x onerror=alert(1)>',
    issueActions: [{ id: 'a', title: null, body: '<script>alert(2)</script>', category: 'SUPPORT_MESSAGE', createdAt: '2026-11-21T08:00:00.000Z', author: { id: 's', name: 'Maya Chen', avatarUrl: null } }],
  });
  await render(issue);
  assert.is(container.querySelectorAll('script').length, 0);
  assert.is(container.querySelectorAll('img[src="x"]').length, 0);
  assert.match(container.textContent!, '<script>alert(2)</script>');
  assert.match(container.textContent!, '<img src=x onerror=alert(1)>');
  assert.match(container.querySelector('[data-kind="SupportMessage"]')!.textContent!, 'Maya Chen');
});

open('typing enables sending, and a sent message joins the timeline', async () => {
  const base = sampleIssue();
  await render(base, (update) => ({
    ...base,
    issueActions: [{ id: 'n', title: null, body: update.message!, category: 'CLIENT_MESSAGE', createdAt: '2026-11-22T11:59:00.000Z', author: null }],
  }));
  await type(container.querySelector('textarea')!, 'My playlist is back?');
  assert.is(button('Send message').disabled, false);
  await act(async () => {
    button('Send message').click();
    await settle();
  });
  assert.match(container.querySelector('[data-kind="ClientMessage"]')!.textContent!, 'My playlist is back?');
  assert.is(container.querySelector('textarea')!.value, '');
  assert.match(container.textContent!, 'Ticket has been updated');
});

open('while a message is sent Send message stays focusable and pending; once sent, the empty box has the focus', async () => {
  const base = sampleIssue();
  let release = () => {};
  await render(base, (update) => new Promise<Issue>((resolve) => {
    release = () => resolve({ ...base, issueActions: [{ id: 'n', title: null, body: update.message!, category: 'CLIENT_MESSAGE', createdAt: '2026-11-22T11:59:00.000Z', author: null }] });
  }));
  const box = container.querySelector('textarea')!;
  await type(box, 'Still broken');
  const send = button('Send message');
  await act(async () => send.focus());
  await act(async () => {
    send.click();
    await settle();
  });
  await waitFor(() => send.getAttribute('aria-disabled') === 'true', 'Send message pending');
  assert.not.ok(send.disabled, 'not disabled: the focus would drop to the page');
  assert.ok(document.activeElement === send, `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
  assert.not.ok(box.disabled, 'the box is read-only, not disabled, while sending');
  await act(async () => {
    release();
    await settle();
  });
  await waitFor(() => container.querySelector('[data-kind="ClientMessage"]'), 'the sent message');
  const emptied = container.querySelector('textarea')!;
  assert.is(emptied.value, '');
  assert.ok(document.activeElement === emptied, `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
});

open('white space alone is no message: Upload image stays open, Send message waits, and no hint shows', async () => {
  await render(sampleIssue());
  await type(container.querySelector('textarea')!, '\n  \n');
  const upload = button('Upload image');
  assert.is(upload.disabled, false);
  assert.is(upload.getAttribute('aria-disabled'), null);
  assert.ok(container.querySelector('input[type="file"]'), 'the file input is there to pick an image');
  assert.is(button('Send message').disabled, true);
  assert.is(container.querySelector('.reply-one-kind'), null);
});

open('a typed message closes Upload image and says why; Upload image stays focusable, described by the hint', async () => {
  await render(sampleIssue());
  const box = container.querySelector('textarea')!;
  await type(box, 'Still broken');
  const upload = button('Upload image');
  assert.is(upload.getAttribute('aria-disabled'), 'true');
  assert.is(upload.disabled, false, 'not disabled: it stays in the tab order and can say why');
  assert.is(container.querySelector('input[type="file"]'), null, 'no image can be picked');
  const hint = document.getElementById(upload.getAttribute('aria-describedby')!)!;
  assert.is(hint.textContent, 'One at a time: send your message first, or clear it, to attach an image.');
  await type(box, '');
  assert.is(button('Upload image').getAttribute('aria-disabled'), null);
  assert.is(container.querySelector('.reply-one-kind'), null, 'the hint goes with the text');
});

open('a message over the limit shows why it cannot be sent', async () => {
  await render(sampleIssue());
  await type(container.querySelector('textarea')!, 'x'.repeat(2049));
  assert.match(container.textContent!, 'The message can be at most 2048 characters');
  assert.is(button('Send message').disabled, true);
});

open('Mark as Resolved asks first with the exact texts; Escape closes the question', async () => {
  await render(sampleIssue());
  await act(async () => button('Mark as Resolved').click());
  const dialog = await waitFor(() => document.querySelector('[role="alertdialog"]'), 'the confirm modal');
  assert.match(dialog.textContent!, 'Mark your issue as resolved?');
  assert.match(dialog.textContent!, 'Marking this issue as resolved will prevent you from sending any new messages and cannot be undone.');
  assert.match(dialog.textContent!, 'Yes, my issue has been resolved');
  assert.match(dialog.textContent!, 'Cancel');
  await act(async () => {
    dialog.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }) as unknown as Event);
    await settle();
  });
  assert.is(document.querySelector('[role="alertdialog"]'), null);
});

open('confirming resolves the case and the reply form disappears', async () => {
  await render(sampleIssue(), () => sampleIssue({ status: 'RESOLVED' }));
  await act(async () => button('Mark as Resolved').click());
  const confirm = await waitFor(
    () => [...document.querySelectorAll('[role="alertdialog"] button')].find((b) => b.textContent === 'Yes, my issue has been resolved') as HTMLButtonElement | undefined,
    'the confirm button',
  );
  await act(async () => {
    confirm.click();
    await settle();
  });
  assert.match(container.querySelector('header')!.textContent!, 'This issue has been resolved');
  assert.is(container.querySelector('form'), null);
});

open.run();

const other = suite('other states');
other.after.each(cleanup);

other('an unknown link shows Not Found with its sentence', async () => {
  await render(null);
  assert.match(container.textContent!, 'Not Found');
  assert.match(container.textContent!, 'Use the link on your support email to access your support case');
  assert.is(container.querySelector('form'), null);
});

other('a resolved case shows the green note, the auto-resolve message and no form', async () => {
  await render(
    sampleIssue({
      status: 'RESOLVED',
      issueActions: [{ id: 'b', title: null, body: 'This issue has been marked resolved due to prolonged inactivity.', category: 'AUTO_RESOLVED', createdAt: '2026-11-21T08:00:00.000Z', author: { id: 'bot', name: 'TwoWeeks Bot', avatarUrl: null } }],
    }),
  );
  assert.ok(container.querySelector('.case-resolved'));
  assert.match(container.querySelector('[data-kind="AutoResolved"]')!.textContent!, 'TwoWeeks Bot');
  assert.is(container.querySelector('form'), null);
});

other.run();
