/**
 * The reply form (§2 screen 1, §5): a message or an image, never both (a hint says so while one
 * keeps the other out); drop or pick one image; the upload can be cancelled by clicking it;
 * resolving asks first.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import type { SupportCaseModel } from '../../../application/support/support-case-model.ts';
import { CLIENT_MESSAGE_MAX } from '../../../domain/shared/constants.ts';
import { SUPPORT_CASE } from '../../../domain/shared/messages.ts';
import { charactersLeft, isImageDisabled, isMessageDisabled, messageOf, oneKindHint } from '../../../domain/support/reply-draft.ts';
import { IMAGE_TYPES } from '../../../domain/shared/uploaded-image.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useFileDrop } from '../../components/use-file-drop.ts';

function ImagePreview({ model, describedBy }: { readonly model: SupportCaseModel; readonly describedBy: string }) {
  useSignals();
  const draft = model.draft.value;
  if (draft.status !== 'image') return null;
  const uploading = model.uploading.value;
  return (
    <div className="image-preview" data-uploading={uploading || undefined}>
      <img src={draft.previewUrl} alt="The image you chose" />
      <Button className="image-preview-action" onPress={model.removeImage} aria-describedby={describedBy}>
        {uploading ? (
          <>
            <Spinner /> Uploading… click to cancel
          </>
        ) : (
          SUPPORT_CASE.removeImage
        )}
      </Button>
    </div>
  );
}

export function ReplyForm({ model }: { readonly model: SupportCaseModel }) {
  useSignals();
  const draft = model.draft.value;
  const page = model.state.value;
  const pending = page.status === 'open' ? page.pending : 'none';
  const left = charactersLeft(draft);
  const imageDisabled = isImageDisabled(draft) || pending !== 'none';
  // Why one input is closed, said where it shows (a message typed keeps Upload image focusable, described by it).
  const hint = oneKindHint(draft);
  const hintId = useId();
  const { dropProps, isDropTarget } = useFileDrop(model.chooseImage, imageDisabled);
  // Sending keeps the focus where it is (the box is read-only, the button pending, neither disabled);
  // once sent, the emptied box has the focus for the next message.
  const box = useRef<HTMLTextAreaElement>(null);
  const wasSending = useRef(false);
  useLayoutEffect(() => {
    if (pending === 'send') {
      wasSending.current = true;
      return;
    }
    if (!wasSending.current) return;
    wasSending.current = false;
    if (page.status === 'open' && draft.status === 'empty') box.current?.focus();
  }, [pending, draft, page.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.send();
  };
  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void model.send();
    }
  };

  return (
    <form className="reply-form" onSubmit={submit} aria-label="Reply">
      <div className="drop-zone" data-drop-target={isDropTarget || undefined} {...dropProps}>
        {draft.status === 'image' ? (
          <ImagePreview model={model} describedBy={hintId} />
        ) : (
          <TextField
            className="message-field"
            value={messageOf(draft)}
            onChange={model.type}
            isDisabled={isMessageDisabled(draft) || pending === 'resolve'}
            isReadOnly={pending === 'send'}
            isInvalid={left < 0}
          >
            <Label className="visually-hidden">Your message</Label>
            <TextArea ref={box} className="message-input" placeholder={SUPPORT_CASE.placeholder} rows={4} onKeyDown={sendOnCtrlEnter} />
            {left < 0 ? (
              <FieldError className="field-error">The message can be at most {CLIENT_MESSAGE_MAX} characters</FieldError>
            ) : left < 200 ? (
              <Text slot="description" className="field-hint">
                {left} characters left
              </Text>
            ) : null}
          </TextField>
        )}
        <div className="drop-hint">
          {isImageDisabled(draft) ? (
            <button type="button" className="button" aria-disabled="true" data-disabled aria-describedby={hintId}>
              {SUPPORT_CASE.uploadImage}
            </button>
          ) : (
            <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={(files) => files?.[0] && model.chooseImage(files[0])}>
              <Button className="button" isDisabled={imageDisabled}>
                {SUPPORT_CASE.uploadImage}
              </Button>
            </FileTrigger>
          )}
          <span className="muted">{SUPPORT_CASE.imageHint}</span>
        </div>
        {hint ? (
          <p id={hintId} className="field-hint reply-one-kind">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="reply-actions">
        <ConfirmButton
          className="button button-quiet"
          isDisabled={pending !== 'none'}
          title={SUPPORT_CASE.confirmTitle}
          text={SUPPORT_CASE.confirmText}
          action={SUPPORT_CASE.confirmAction}
          onConfirm={() => void model.resolve()}
        >
          {pending === 'resolve' ? <Spinner /> : null}
          {SUPPORT_CASE.markAsResolved}
        </ConfirmButton>
        <Button type="submit" className="button button-primary" isPending={pending === 'send'} isDisabled={!model.canSend.value && pending !== 'send'}>
          {pending === 'send' ? <Spinner /> : null}
          {SUPPORT_CASE.sendMessage}
        </Button>
      </div>
    </form>
  );
}
