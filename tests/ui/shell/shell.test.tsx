import { testWindow } from '../shared/setup.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Effect } from 'effect';
import { createNewVersionModel } from '../../../src/application/shell/new-version-model.ts';
import { createNotificationsModel } from '../../../src/application/shell/notifications-model.ts';
import { RevisionSource } from '../../../src/application/shell/revision-source.port.ts';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { Avatar } from '../../../src/ui/components/avatar.tsx';
import { EmptyState } from '../../../src/ui/components/empty-state.tsx';
import { ErrorView, LoadingView } from '../../../src/ui/screens/shell/status-views.tsx';
import { ToastOverlay } from '../../../src/ui/screens/shell/toast-overlay.tsx';
import { runtimeOf, settle, stubLayer, testTimers } from '../../helpers/doubles.ts';
import { buttonNamed, render } from '../shared/render.tsx';
import { noNewVersion, testServices } from '../shared/services.ts';

const toasts = suite('the toast overlay');

toasts('shows each toast with its title, subtitle and link, announced by urgency; dismiss removes it after its animation', async () => {
  const clock = await testTimers();
  const notifications = createNotificationsModel(clock);
  const view = await render(
    <AppProvider value={testServices({ notifications, newVersion: noNewVersion() })}>
      <ToastOverlay />
    </AppProvider>,
  );
  await act(async () => {
    notifications.notify({ type: 'Error', title: 'Could not update ticket', subTitle: 'The server is down' });
    notifications.notify({ type: 'Info', title: 'Heads up', href: '/org/1/ticket' });
  });
  const [error, info] = [...view.container.querySelectorAll('.toast')] as HTMLElement[];
  assert.is(error!.getAttribute('role'), 'alert');
  assert.is(info!.getAttribute('role'), 'status');
  assert.match(error!.textContent!, 'The server is down');
  assert.is(info!.querySelector('a')!.getAttribute('href'), '/org/1/ticket');
  assert.ok(error!.querySelector('.toast-progress'), 'a default duration shows its countdown');
  await act(async () => buttonNamed(view.container, '×').click());
  assert.is(view.container.querySelectorAll('[data-leaving]').length, 1, 'the leave animation plays first');
  await act(async () => clock.advance(300));
  assert.is(view.container.querySelectorAll('.toast').length, 1);
  await view.unmount();
});

toasts('the pointer over the overlay pauses the countdown', async () => {
  const clock = await testTimers();
  const notifications = createNotificationsModel(clock);
  const view = await render(
    <AppProvider value={testServices({ notifications, newVersion: noNewVersion() })}>
      <ToastOverlay />
    </AppProvider>,
  );
  await act(async () => notifications.notify({ type: 'Success', title: 'Saved' }));
  const overlay = view.container.querySelector('.toast-overlay')!;
  await act(async () => {
    overlay.dispatchEvent(new testWindow.PointerEvent('pointerover', { bubbles: true }) as unknown as Event);
    overlay.dispatchEvent(new testWindow.PointerEvent('pointerenter', { bubbles: false }) as unknown as Event);
  });
  assert.is(notifications.paused.value, true);
  assert.ok(overlay.hasAttribute('data-paused'), 'the countdown bar stops too');
  await act(async () => clock.advance(5000));
  assert.is(view.container.querySelectorAll('.toast').length, 1);
  await view.unmount();
});

toasts('the keyboard on a toast pauses the countdown too; leaving the toasts starts it again', async () => {
  const clock = await testTimers();
  const notifications = createNotificationsModel(clock);
  const view = await render(
    <AppProvider value={testServices({ notifications, newVersion: noNewVersion() })}>
      <ToastOverlay />
    </AppProvider>,
  );
  await act(async () => notifications.notify({ type: 'Success', title: 'Saved' }));
  await act(async () => buttonNamed(view.container, '×').focus());
  assert.is(notifications.paused.value, true, 'a focused Dismiss holds the toast');
  await act(async () => clock.advance(5000));
  assert.is(view.container.querySelectorAll('.toast').length, 1);
  await act(async () => buttonNamed(view.container, '×').blur());
  assert.is(notifications.paused.value, false);
  await act(async () => clock.advance(1300));
  assert.is(view.container.querySelectorAll('.toast').length, 0, 'then it goes as usual');
  await view.unmount();
});

toasts('a toast with an action (Undo) runs it once, closes, and gives the keyboard back to where it came from (issue 25)', async () => {
  const clock = await testTimers();
  const notifications = createNotificationsModel(clock);
  let undone = 0;
  const view = await render(
    <AppProvider value={testServices({ notifications, newVersion: noNewVersion() })}>
      <button type="button">Reopen</button>
      <ToastOverlay />
    </AppProvider>,
  );
  await act(async () => notifications.notify({ type: 'Success', title: 'Ticket has been updated', action: { label: 'Undo', run: () => undone++ }, duration: 8000 }));
  const reopen = buttonNamed(view.container, 'Reopen');
  reopen.focus();
  await act(async () => buttonNamed(view.container, 'Undo').focus());
  assert.is(notifications.paused.value, true);
  await act(async () => buttonNamed(view.container, 'Undo').click());
  assert.is(undone, 1);
  assert.is(view.container.ownerDocument.activeElement, reopen, 'the focus is back on the control used before');
  await act(async () => clock.advance(300));
  assert.is(view.container.querySelectorAll('.toast').length, 0);
  await view.unmount();
});

toasts.run();

const banner = suite('the new-version banner');

banner('a new revision shows the banner with its texts; Dismiss hides it; Reload reloads', async () => {
  const clock = await testTimers();
  const notifications = createNotificationsModel(clock);
  let reloads = 0;
  const newVersion = createNewVersionModel({
    runner: runtimeOf(stubLayer(RevisionSource, { load: () => Effect.succeed('a-newer-build') })),
    timers: clock,
    notifications,
    navigator: { go: () => {}, reload: () => reloads++ },
    builtInRevision: 'this-build',
  });
  const view = await render(
    <AppProvider value={testServices({ notifications, newVersion })}>
      <ToastOverlay />
    </AppProvider>,
  );
  await act(async () => {
    newVersion.start();
    await settle();
  });
  assert.match(view.container.textContent!, 'New Version Available');
  assert.match(view.container.textContent!, 'Reload the page to use the latest version of Tidemark.');
  assert.is(view.container.querySelectorAll('.toast:not(.version-banner)').length, 0, 'no second toast for the same news');
  await act(async () => buttonNamed(view.container, 'Reload').click());
  assert.is(reloads, 1);
  await act(async () => buttonNamed(view.container, 'Dismiss').click());
  assert.not.match(view.container.textContent!, 'New Version Available');
  newVersion.stop();
  await view.unmount();
});

banner.run();

const avatars = suite('avatars');

avatars('a picture when the person has one; otherwise the cartoon the name chooses, in its theme', async () => {
  const view = await render(
    <>
      <Avatar name="Maya Chen" url="https://example.com/maya.png" />
      <Avatar name="Maya Chen" />
      <Avatar name="" />
    </>,
  );
  const [picture, cartoon, nameless] = [...view.container.children] as HTMLElement[];
  assert.is(picture!.tagName, 'IMG');
  assert.is(picture!.getAttribute('src'), 'https://example.com/maya.png');
  assert.is(cartoon!.tagName.toLowerCase(), 'svg');
  const sum = [...'Maya Chen'].reduce((total, ch) => total + ch.charCodeAt(0), 0);
  assert.is(cartoon!.getAttribute('data-avatar'), String(sum % 9));
  assert.is(cartoon!.getAttribute('aria-hidden'), 'true', 'decorative: the name stands beside it');
  assert.is(nameless!.getAttribute('data-avatar'), '0');
  await view.unmount();
});

avatars('a picture that fails to load gives way to the cartoon, at the size asked for', async () => {
  const view = await render(<Avatar name="Maya Chen" url="https://example.com/missing.png" size={56} />);
  const picture = view.container.querySelector('img')!;
  assert.is(picture.style.width, '56px');
  await act(async () => {
    picture.dispatchEvent(new testWindow.Event('error') as unknown as Event);
  });
  assert.is(view.container.querySelector('img'), null);
  const cartoon = view.container.querySelector('svg')!;
  assert.ok(cartoon.hasAttribute('data-avatar'));
  assert.is(cartoon.getAttribute('width'), '56');
  await view.unmount();
});

avatars.run();

const empty = suite('the empty-state block');

empty('shows its title and, by default, the joke of the day; a given subtitle wins', async () => {
  const services = testServices({ joke: () => 'The joke of the day' });
  const view = await render(
    <AppProvider value={services}>
      <EmptyState title="Nothing here yet" />
      <EmptyState title="No tickets" subtitle="Create one to get started" />
    </AppProvider>,
  );
  const [first, second] = [...view.container.querySelectorAll('.empty-state')] as HTMLElement[];
  assert.match(first!.textContent!, 'Nothing here yet');
  assert.match(first!.textContent!, 'The joke of the day');
  assert.match(second!.textContent!, 'Create one to get started');
  assert.not.match(second!.textContent!, 'The joke of the day');
  await view.unmount();
});

empty.run();

const views = suite('loading and error views');

views('the loading view waits quietly with a way out; the error view says what to do', async () => {
  const view = await render(
    <AppProvider value={testServices({})}>
      <LoadingView />
      <ErrorView />
    </AppProvider>,
  );
  const [loading, error] = [...view.container.querySelectorAll('main')] as HTMLElement[];
  assert.is(loading!.getAttribute('aria-busy'), 'true');
  assert.is(loading!.querySelector('a')!.getAttribute('href'), '/auth/logout');
  assert.is(error!.getAttribute('role'), 'alert');
  assert.match(error!.textContent!, 'Something went wrong :(');
  assert.is(error!.querySelector('a')!.textContent, 'Log out');
  await view.unmount();
});

views.run();
