/**
 * The admin catalogue pages in happy-dom, over the real models and test doubles of the gateway:
 * the product list with its filter in the URL, loading and error states, the product form's
 * checks and the server's refusal on its field, the tag colour picker, the workflow states editor
 * and what a member (no write controls) sees.
 */
import { testWindow } from '../shared/setup.ts';
import { Effect } from 'effect';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createCataloguesArea } from '../../../src/application/work/catalogues-area.ts';
import { GraphQLError, NetworkError } from '../../../src/application/shared/errors.ts';
import { CatalogueGateway } from '../../../src/application/work/catalogue-gateway.port.ts';
import type { WorkArea, WorkAreaDeps } from '../../../src/application/shell/work-area.ts';
import type { Product, Workflow } from '../../../src/domain/work/catalogue-records.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { orgRoute } from '../../../src/domain/shared/org-routes.ts';
import type { RoleType } from '../../../src/domain/shared/role.ts';
import { permissionsOf } from '../../../src/domain/shared/role.ts';
import { AppProvider } from '../../../src/ui/app-context.tsx';
import { AccountProvider } from '../../../src/ui/account-context.tsx';
import type { AccountArea } from '../../../src/application/shell/account-area.ts';
import { signal } from '@preact/signals-core';
import { AdminPages } from '../../../src/ui/screens/shell/admin-pages.tsx';
import { WorkProvider } from '../../../src/ui/work-context.tsx';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { buttonNamed } from '../shared/render.tsx';
import { testServices } from '../shared/services.ts';

const web: Product = { id: '5', name: 'Web', description: 'The public site', createdAt: '2026-11-01T10:00:00.000Z', ticketCount: 3 };
const mobile: Product = { id: '6', name: 'Mobile', description: 'iOS and Android apps', createdAt: '2026-11-02T10:00:00.000Z', ticketCount: 1 };
const standard: Workflow = {
  id: 'w1', name: 'Standard', description: '', isDefault: true, ticketCount: 0,
  states: [{ id: 's1', name: 'Design' }, { id: 's2', name: 'Build' }, { id: 's3', name: 'Review' }],
};

interface Page {
  readonly container: HTMLElement;
  readonly location: ReturnType<typeof memoryLocation> & { history: string[] };
  readonly notes: NotificationInput[];
  readonly visits: string[];
  readonly unmount: () => Promise<void>;
}

async function open(url: string, stubs: Partial<CatalogueGateway['Service']>, type: RoleType = 'ADMIN'): Promise<Page> {
  const notes: NotificationInput[] = [];
  const visits: string[] = [];
  const deps: WorkAreaDeps = {
    runner: runtimeOf(stubLayer(CatalogueGateway, stubs)) as unknown as WorkAreaDeps['runner'],
    notify: (note) => notes.push(note),
    navigator: { go: (path) => visits.push(path), reload: () => {} },
    now: () => Date.UTC(2026, 10, 22, 12),
  };
  const area = { catalogues: createCataloguesArea(deps) } as unknown as WorkArea;
  const path = url.split('?')[0]!;
  const location = memoryLocation({ path: url, record: true }) as Page['location'];
  const route = orgRoute(path);
  if (route.page !== 'catalogue' && route.page !== 'adminHome') throw new Error(`not an admin page: ${url}`);
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <AppProvider value={testServices({})}>
        <AccountProvider value={{ session: { me: signal({ role: { id: 'r1', type } }) } } as unknown as AccountArea}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <WorkProvider value={{ area, scope: { orgId: '7', roleId: 'r1', permissions: permissionsOf(type) } }}>
              <AdminPages route={route} />
            </WorkProvider>
          </Router>
        </AccountProvider>
      </AppProvider>,
    );
  });
  await act(() => settle());
  return {
    container,
    location,
    notes,
    visits,
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

const rowNames = (container: HTMLElement) => [...container.querySelectorAll('tbody tr td[data-kind="main"]')].map((cell) => cell.textContent?.trim());

async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new testWindow.Event('input', { bubbles: true }) as unknown as Event);
  });
}

async function press(button: HTMLElement): Promise<void> {
  await act(async () => {
    button.click();
    await settle();
  });
}

const list = suite('product list');

list('shows every product with its details and counts, a New product button, and links to each record', async () => {
  const page = await open('/org/7/admin/product', { products: () => Effect.succeed([web, mobile]) });
  assert.equal(rowNames(page.container), ['Web', 'Mobile']);
  assert.match(page.container.textContent!, '3 tickets');
  assert.match(page.container.textContent!, 'iOS and Android apps');
  const link = [...page.container.querySelectorAll('a')].find((a) => a.textContent === 'Web')!;
  assert.is(link.getAttribute('href'), '/org/7/admin/product/5/view');
  assert.ok([...page.container.querySelectorAll('a')].some((a) => a.textContent === 'New product'));
  assert.is(document.title, 'Products - Tidemark');
  await page.unmount();
});

list('the filter comes from the URL (?search=) and typing writes it back there', async () => {
  const page = await open('/org/7/admin/product?search=android', { products: () => Effect.succeed([web, mobile]) });
  assert.equal(rowNames(page.container), ['Mobile']);
  const input = page.container.querySelector<HTMLInputElement>('input[type="search"]')!;
  assert.is(input.value, 'android');
  await type(input, 'public');
  assert.is(page.location.history.at(-1), '/org/7/admin/product?search=public');
  assert.equal(rowNames(page.container), ['Web']);
  await page.unmount();
});

list('a filter that matches nothing says so and can be cleared', async () => {
  const page = await open('/org/7/admin/product?search=zzz', { products: () => Effect.succeed([web, mobile]) });
  assert.match(page.container.textContent!, 'No product matches “zzz”.');
  await press(buttonNamed(page.container, 'Clear the filter'));
  assert.is(page.location.history.at(-1), '/org/7/admin/product');
  assert.equal(rowNames(page.container), ['Web', 'Mobile']);
  await page.unmount();
});

list('no products yet: the empty state', async () => {
  const page = await open('/org/7/admin/product', { products: () => Effect.succeed([]) });
  assert.match(page.container.textContent!, 'No products yet');
  assert.is(page.container.querySelector('table'), null);
  await page.unmount();
});

list('a failed load shows the error and Retry loads again', async () => {
  let calls = 0;
  const page = await open('/org/7/admin/product', {
    products: () => (++calls === 1 ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.succeed([web])),
  });
  assert.match(page.container.querySelector('[role="alert"]')!.textContent!, 'Could not load the products.');
  await press(buttonNamed(page.container, 'Retry'));
  assert.equal(rowNames(page.container), ['Web']);
  await page.unmount();
});

list('a member reads the list with a quiet note and no write controls', async () => {
  const page = await open('/org/7/admin/product', { products: () => Effect.succeed([web]) }, 'MEMBER');
  assert.match(page.container.querySelector('[role="note"]')!.textContent!, 'only administrators can change it');
  assert.not.ok([...page.container.querySelectorAll('a, button')].some((control) => /New product|Edit/.test(control.textContent ?? '')));
  await page.unmount();
});

list.run();

const form = suite('product form');

form('saving a blank name shows the message on the field, marks it invalid and focuses it; nothing is sent', async () => {
  const sent: unknown[] = [];
  const page = await open('/org/7/admin/product/new', { createProduct: (input) => (sent.push(input), Effect.succeed(web)) });
  await press(buttonNamed(page.container, 'Create product'));
  const name = page.container.querySelector<HTMLInputElement>('input[name="name"]')!;
  assert.is(name.getAttribute('aria-invalid'), 'true');
  assert.match(page.container.textContent!, 'Name is required');
  assert.is(document.activeElement, name);
  assert.equal(sent, []);
  await page.unmount();
});

form('a name the server refuses shows its message on the name field; what was typed stays', async () => {
  const page = await open('/org/7/admin/product/5/edit', {
    product: () => Effect.succeed(web),
    updateProduct: () => Effect.fail(new GraphQLError({ message: 'A product named "Mobile" already exists', code: 'BAD_USER_INPUT' })),
  });
  const name = page.container.querySelector<HTMLInputElement>('input[name="name"]')!;
  assert.is(name.value, 'Web');
  await type(name, 'Mobile');
  await press(buttonNamed(page.container, 'Save product'));
  assert.is(name.value, 'Mobile');
  assert.is(name.getAttribute('aria-invalid'), 'true');
  assert.match(page.container.textContent!, 'A product named "Mobile" already exists');
  assert.equal(page.visits, []);
  await page.unmount();
});

form('a member opening an edit page sees the product, not a form', async () => {
  const page = await open('/org/7/admin/product/5/edit', { product: () => Effect.succeed(web) }, 'VISITOR');
  assert.is(page.container.querySelector('form'), null);
  assert.match(page.container.textContent!, 'The public site');
  await page.unmount();
});

form.run();

const tags = suite('tag colour picker');

tags('the six colours of §4 are radios, each labelled; choosing one shows the chip in it', async () => {
  const sent: unknown[] = [];
  const page = await open('/org/7/admin/tag/new', { createTag: (input) => (sent.push(input), Effect.succeed({ id: 'g1', ...input, ticketCount: 0 })) });
  const radios = [...page.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  assert.equal(
    radios.map((radio) => radio.closest('label')?.textContent?.trim()),
    ['Blue', 'Green', 'Orange', 'Pink', 'Purple', 'Yellow'],
  );
  await type(page.container.querySelector<HTMLInputElement>('input[name="name"]')!, 'Bug');
  await press(buttonNamed(page.container, 'Create tag'));
  assert.match(page.container.textContent!, 'Choose a colour');
  await act(async () => {
    radios[3]!.click();
  });
  assert.is(page.container.querySelector('.admin-preview .tag-chip')?.getAttribute('data-color'), 'PINK');
  await press(buttonNamed(page.container, 'Create tag'));
  assert.equal(sent, [{ name: 'Bug', color: 'PINK' }]);
  assert.equal(page.visits, ['/org/7/admin/tag/g1']);
  await page.unmount();
});

tags.run();

const states = suite('workflow states editor');

const stateNames = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('.states-row input')].map((input) => input.value);

states('move buttons reorder the states; the first cannot go up and the last cannot go down', async () => {
  const page = await open('/org/7/admin/workflow/w1', { workflow: () => Effect.succeed(standard) });
  assert.equal(stateNames(page.container), ['Design', 'Build', 'Review']);
  const up = page.container.querySelector<HTMLButtonElement>('button[aria-label="Move Design up"]')!;
  assert.ok(up.disabled);
  await press(page.container.querySelector<HTMLButtonElement>('button[aria-label="Move Review to the top"]')!);
  assert.equal(stateNames(page.container), ['Review', 'Design', 'Build']);
  await press(page.container.querySelector<HTMLButtonElement>('button[aria-label="Move Design down"]')!);
  assert.equal(stateNames(page.container), ['Review', 'Build', 'Design']);
  await page.unmount();
});

states('Alt+Arrow keys in a name move that state; Add a state adds an empty one; a workflow keeps one state', async () => {
  const page = await open('/org/7/admin/workflow/new', {});
  await type(page.container.querySelector<HTMLInputElement>('.states-row input')!, 'Triage');
  await press(buttonNamed(page.container, 'Add a state'));
  const inputs = [...page.container.querySelectorAll<HTMLInputElement>('.states-row input')];
  assert.is(inputs.length, 2);
  await type(inputs[1]!, 'Fix');
  await act(async () => {
    inputs[1]!.dispatchEvent(new testWindow.KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true }) as unknown as Event);
  });
  assert.equal(stateNames(page.container), ['Fix', 'Triage']);
  await press(page.container.querySelector<HTMLButtonElement>('button[aria-label="Remove Fix"]')!);
  assert.equal(stateNames(page.container), ['Triage']);
  assert.ok(page.container.querySelector<HTMLButtonElement>('button[aria-label="Remove Triage"]')!.disabled, 'the last state cannot be removed');
  await page.unmount();
});

states.run();

const people = suite('people list');

const leo = {
  id: 'r2', name: 'leo', email: 'leo@example.com', title: 'Sound engineer', type: 'MEMBER' as const, status: 'INVITED' as const,
  timeZone: null, avatarUrl: null, createdAt: '2026-11-20T10:00:00.000Z',
};

people('the filter of the URL goes to the server and shows as chosen chips; a chip writes it back', async () => {
  const asked: unknown[] = [];
  const page = await open('/org/7/admin/role?type=MEMBER&status=INVITED', { roles: (filter) => (asked.push(filter), Effect.succeed([leo])) });
  assert.equal(asked, [{ types: ['MEMBER'], statuses: ['INVITED'] }]);
  assert.match(page.container.querySelector('tbody')!.textContent!, 'Sound engineer');
  const checked = [...page.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((box) => box.checked).map((box) => box.closest('label')!.textContent);
  assert.equal(checked, ['Member', 'Invited']);
  const admin = [...page.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((box) => box.closest('label')!.textContent === 'Admin')!;
  await press(admin);
  assert.is(page.location.history.at(-1), '/org/7/admin/role?type=ADMIN&type=MEMBER&status=INVITED');
  await page.unmount();
});

people('/admin/role/new opens the invitation dialog; an administrator sees Invite people, a visitor does not', async () => {
  const page = await open('/org/7/admin/role/new', { roles: () => Effect.succeed([leo]) });
  assert.ok(document.querySelector('[role="dialog"]'), 'the dialog is open');
  assert.match(document.querySelector('[role="dialog"]')!.textContent!, 'Invite someone');
  await page.unmount();
  const visitor = await open('/org/7/admin/role', { roles: () => Effect.succeed([leo]) }, 'VISITOR');
  assert.not.ok([...visitor.container.querySelectorAll('button')].some((button) => button.textContent === 'Invite people'));
  assert.not.ok([...visitor.container.querySelectorAll('a')].some((link) => /Edit/.test(link.textContent ?? '')));
  await visitor.unmount();
});

people.run();
