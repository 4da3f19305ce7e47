import './setup.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createFormModel } from '../../../src/application/shared/form-model.ts';
import { TextFormField } from '../../../src/ui/components/form-fields.tsx';
import type { FormModel } from '../../../src/application/shared/form-model.ts';
import { render } from './render.tsx';

const timeZone = { name: 'timeZone', label: 'Time zone', required: false, optional: true } as const;

const fields = suite('text form fields');

fields('suggestions become a datalist tied to the input; any text can still be typed', async () => {
  const form = createFormModel((values) => ({ ok: true, value: values }), ['timeZone']) as FormModel<unknown>;
  const view = await render(<TextFormField form={form} field={timeZone} suggestions={['UTC', 'Europe/Paris']} />);
  const input = view.container.querySelector('input')!;
  const listId = input.getAttribute('list');
  assert.ok(listId, 'the input names its list');
  const list = view.container.querySelector(`datalist[id="${listId}"]`)!;
  assert.equal([...list.querySelectorAll('option')].map((option) => option.getAttribute('value')), ['UTC', 'Europe/Paris']);
  // The label reads "Time zone (Optional)": the mark is never glued to the name.
  assert.match(view.container.querySelector('label')!.textContent!.replace(/\s+/g, ' ').trim(), /^Time zone \(\s?Optional\s?\)$/);
  await view.unmount();
});

fields('without suggestions there is no list', async () => {
  const form = createFormModel((values) => ({ ok: true, value: values }), ['timeZone']) as FormModel<unknown>;
  const view = await render(<TextFormField form={form} field={timeZone} />);
  assert.is(view.container.querySelector('input')!.hasAttribute('list'), false);
  assert.is(view.container.querySelector('datalist'), null);
  await view.unmount();
});

fields.run();
