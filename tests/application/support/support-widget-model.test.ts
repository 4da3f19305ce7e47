import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HelpDesk } from '../../../src/application/support/help-desk.port.ts';
import { createSupportWidgetModel } from '../../../src/application/support/support-widget-model.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';

const widget = suite('the support widget');

widget('sends the message with the page the member is on, and says which case it opened', async () => {
  const sent: [string, string][] = [];
  const notes: NotificationInput[] = [];
  const model = createSupportWidgetModel({
    runner: runtimeOf(stubLayer(HelpDesk, { contact: (message, page) => (sent.push([message, page]), Effect.succeed({ localId: 42 })) })),
    notify: (n) => notes.push(n),
  });
  model.seePage('http://localhost/org/1/dashboard');
  model.seePage('http://localhost/org/1/explorer/editor/3');
  const form = model.message();
  form.change('message', '  The editor is empty  ');
  await form.submit();
  assert.equal(sent, [['The editor is empty', 'http://localhost/org/1/explorer/editor/3']]);
  assert.equal(form.state.value, { status: 'done', result: 42 });
  assert.equal(notes, [{ type: 'Success', title: 'Message sent', subTitle: 'We opened case #42 and emailed you its link' }]);
});

widget('an empty message is refused before anything is sent', async () => {
  const model = createSupportWidgetModel({ runner: runtimeOf(stubLayer(HelpDesk, {})), notify: () => {} });
  const form = model.message();
  await form.submit();
  assert.equal(form.errors.value, [{ field: 'message', message: 'Write your message first' }]);
  assert.is(form.state.value.status, 'editing');
});

widget.run();
