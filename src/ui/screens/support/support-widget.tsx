/**
 * The support widget (§2): a floating Help button for members of an organization. It opens a
 * short form; the message goes to Tidemark support with the page it was written on.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import type { SupportWidgetModel } from '../../../application/support/support-widget-model.ts';
import { TextFormField, ValidatedForm } from '../../components/form-fields.tsx';
import { Spinner } from '../../components/spinner.tsx';

const MESSAGE_FIELD = { name: 'message', label: 'How can we help?', required: true, optional: false } as const;

function WidgetForm({ widget, close }: { readonly widget: SupportWidgetModel; readonly close: () => void }) {
  useSignals();
  const form = useMemo(() => widget.message(), [widget]);
  const state = form.state.value;
  if (state.status === 'done') {
    return (
      <div className="widget-body">
        <p>Thanks! We opened case #{state.result} and emailed you its link. We answer there.</p>
        <Button className="button" onPress={close}>
          Close
        </Button>
      </div>
    );
  }
  return (
    <ValidatedForm form={form.form} className="widget-body" aria-label="Contact support" onSubmit={() => void form.submit()}>
      <TextFormField
        form={form.form}
        field={MESSAGE_FIELD}
        multiline
        autoFocus
        isBusy={state.status === 'submitting'}
        description="We answer by email. The address of this page goes with your message."
      />
      <Button type="submit" className="button button-primary" isPending={state.status === 'submitting'}>
        {state.status === 'submitting' ? <Spinner /> : null}
        Send to support
      </Button>
    </ValidatedForm>
  );
}

export function SupportWidget({ widget }: { readonly widget: SupportWidgetModel }) {
  return (
    <DialogTrigger>
      <Button className="support-widget-button" aria-label="Help: contact Tidemark support">
        <span aria-hidden="true">?</span> <span className="support-widget-word">Help</span>
      </Button>
      <Popover className="widget-popover" placement="top start">
        <Dialog className="widget-dialog" aria-labelledby="widget-title">
          {({ close }) => (
            <>
              <Heading slot="title" id="widget-title" className="widget-title">
                Contact support
              </Heading>
              <WidgetForm widget={widget} close={close} />
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
