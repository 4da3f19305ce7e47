import '../shared/setup.ts';
import { Effect, Layer } from 'effect';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import { createDemoArea } from '../../../src/application/demo/demo-area.ts';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { DemoGateway } from '../../../src/application/demo/demo-gateway.port.ts';
import { ProofOfWork } from '../../../src/application/shared/proof-of-work.port.ts';
import { DEMO_LINK_EMAILED, DEMO_LINK_EMAILED_MESSAGE, type DemoRequest, type DemoRole } from '../../../src/domain/demo/demo.ts';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { DemoScreens } from '../../../src/ui/screens/demo/demo-screens.tsx';
import { runtimeOf, settle, stubLayer, testTimers } from '../../helpers/doubles.ts';
import { buttonNamed, render } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

const ROLES: DemoRole[] = [
  { email: 'maya@demo.test', name: 'Maya Chen', avatarUrl: null, title: 'Founder', status: 'ACCEPTED', type: 'OWNER' },
  { email: 'tom@demo.test', name: 'Tom Gallagher', avatarUrl: null, title: 'Community Manager', status: 'INVITED', type: 'MEMBER' },
  { email: 'x@demo.test', name: 'No Badge', avatarUrl: null, title: null, status: null, type: 'MEMBER' },
];
const demoOf = (status: string): DemoRequest => ({ id: 'd1', email: 'v@example.test', status, config: status === 'READY' ? JSON.stringify({ password: 'pw-123456789012', roles: ROLES }) : null });

async function screen(which: 'request' | 'status', options: { status?: string; login?: () => Promise<boolean>; requestDemo?: () => Effect.Effect<DemoRequest, GraphQLError> } = {}) {
  const timers = await testTimers();
  const demo = createDemoArea({
    runner: runtimeOf(
      Layer.mergeAll(
        stubLayer(DemoGateway, { getDemo: () => Effect.succeed(demoOf(options.status ?? 'QUEUED')), requestDemo: options.requestDemo ?? (() => Effect.never) }),
        stubLayer(ProofOfWork, { solve: () => Effect.succeed({ proof: 'p', hash: 'h' }) }),
      ),
    ),
    timers,
    notify: () => {},
    store: { get: (key) => (key === 'tidemark.demo.email' ? 'back@example.test' : null), set: () => {}, remove: () => {} },
    login: options.login ?? (async () => true),
  });
  const location = memoryLocation({ path: which === 'request' ? '/demo/req' : '/demo/status?id=d1', record: true });
  const view = await render(
    <AppProvider value={testServices({})}>
      <AccountProvider value={{ demo: () => Promise.resolve(demo) } as unknown as AccountArea}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <DemoScreens screen={which} />
        </Router>
      </AccountProvider>
    </AppProvider>,
  );
  await act(async () => settle());
  return { view, location };
}

const screens = suite('the demo screens');

screens('the request form: remembered email, focused, example placeholder; Initializing... with the field disabled while sent', async () => {
  const { view } = await screen('request');
  const input = view.container.querySelector('input[name="email"]') as HTMLInputElement;
  assert.is(input.value, 'back@example.test');
  assert.is(input.placeholder, 'you@example.com');
  assert.ok(input.required || input.getAttribute('aria-required') === 'true');
  assert.is(document.activeElement, input);
  assert.ok(view.container.querySelector('figure figcaption')?.textContent?.includes('music'), 'the picture has its demo caption');
  await act(async () => {
    buttonNamed(view.container, 'Access Demo Instance').click();
    await settle();
  });
  assert.ok(input.disabled, 'the field is disabled while the request runs');
  assert.ok(buttonNamed(view.container, 'Initializing...').querySelector('.spinner'));
  await view.unmount();
});

screens('an email with a demo already running: a calm status says its link was emailed; the form stays, the page stays', async () => {
  const { view, location } = await screen('request', { requestDemo: () => Effect.fail(new GraphQLError({ message: DEMO_LINK_EMAILED_MESSAGE, code: DEMO_LINK_EMAILED, field: 'email' })) });
  await act(async () => {
    buttonNamed(view.container, 'Access Demo Instance').click();
    await settle();
  });
  const status = view.container.querySelector('.demo-emailed');
  assert.is(status?.getAttribute('role'), 'status');
  assert.match(status?.textContent ?? '', /We have emailed you the link to your demo\..*A demo for back@example\.test is already running\./);
  assert.is(view.container.querySelector('[role="alert"]'), null, 'not an error');
  assert.not.ok((view.container.querySelector('input[name="email"]') as HTMLInputElement).disabled, 'the form is usable again');
  assert.equal(location.history, ['/demo/req'], 'no status page is opened');
  await view.unmount();
});

screens('a queued demo shows Looking for Worker... on a disabled button', async () => {
  const { view } = await screen('status');
  const button = buttonNamed(view.container, 'Looking for Worker...');
  assert.ok(button.disabled);
  await view.unmount();
});

screens('a ready demo lists its roles with their badges; choosing one shows Signing in... until the sign-in ends', async () => {
  let finish: (ok: boolean) => void = () => {};
  const { view } = await screen('status', { status: 'READY', login: () => new Promise<boolean>((resolve) => (finish = resolve)) });
  assert.is(view.container.querySelector('h1')!.textContent, 'Your demo instance is ready!');
  assert.ok(view.container.textContent!.includes('Select your role:'));
  const rows = [...view.container.querySelectorAll('.demo-roles button')] as HTMLButtonElement[];
  assert.is(rows.length, 3);
  const badges = rows.map((row) => row.querySelector('.demo-badge'));
  assert.equal(badges.map((badge) => badge && [badge.textContent, badge.getAttribute('data-color')]), [['Owner', 'blue'], ['Invited', 'yellow'], null]);
  await act(async () => {
    rows[0]!.click();
    await settle();
  });
  assert.is(document.querySelector('.signing-in-overlay')?.textContent?.trim(), 'Signing in...');
  await act(async () => {
    finish(false);
    await settle();
  });
  assert.is(document.querySelector('.signing-in-overlay'), null, 'a failed sign-in removes the overlay');
  await view.unmount();
});

screens('a failed demo shows its raw status and the advice', async () => {
  const { view } = await screen('status', { status: 'FAILED' });
  assert.ok(view.container.textContent!.includes('status: FAILED'));
  assert.ok(view.container.textContent!.includes('Try again in 10 minutes'));
  await view.unmount();
});

screens.run();
