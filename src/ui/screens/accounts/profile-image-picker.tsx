/**
 * The profile's avatar or cover: a preview, a button that uploads a chosen image (PNG, JPEG, GIF or
 * WebP up to 10 MB) and one that removes it. The image is kept when the profile is saved; what went
 * wrong (a wrong file, a refused upload, a refusal on save) is said under it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { IMAGE_TYPES } from '../../../domain/shared/uploaded-image.ts';
import type { ProfileImageField, ProfileModel } from '../../../application/accounts/profile-model.ts';
import { Avatar } from '../../components/avatar.tsx';
import { OptionalMarker } from '../../components/form-fields.tsx';
import { Spinner } from '../../components/spinner.tsx';

const WORDS: Record<ProfileImageField, { readonly label: string; readonly noun: string }> = {
  avatarUrl: { label: 'Avatar', noun: 'avatar' },
  coverUrl: { label: 'Cover image', noun: 'cover image' },
};

export function ProfileImagePicker({ model, field, name, isDisabled }: {
  readonly model: ProfileModel;
  readonly field: ProfileImageField;
  /** The person's name, for the drawn avatar shown when there is no picture. */
  readonly name: string;
  readonly isDisabled: boolean;
}) {
  useSignals();
  const ids = { label: useId(), hint: useId(), error: useId() };
  const url = model.values.value[field];
  const state = model.images[field].value;
  const error = state.status === 'failed' ? state.message : model.form.state.value.errors[field];
  const { label, noun } = WORDS[field];
  const uploading = state.status === 'uploading';
  return (
    <div className="form-field profile-image" role="group" aria-labelledby={ids.label} aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}>
      <span id={ids.label} className="form-label">
        {label}
        <OptionalMarker />
      </span>
      <div className={`profile-image-row profile-image-${field === 'avatarUrl' ? 'avatar' : 'cover'}`}>
        {field === 'avatarUrl' ? (
          <Avatar name={name} url={url || null} size={64} />
        ) : url ? (
          <img className="profile-cover-preview" src={url} alt="" />
        ) : (
          <span className="profile-cover-preview profile-cover-empty">No cover image</span>
        )}
        <div className="profile-image-actions">
          <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={(files) => files?.[0] && void model.chooseImage(field, files[0])}>
            {/* The name attribute lets the form put focus here when this image is refused. */}
            <Button className="button button-small" name={field} isDisabled={isDisabled || uploading}>
              {url ? `Replace ${noun}` : `Upload ${noun}`}
            </Button>
          </FileTrigger>
          {url || uploading ? (
            <Button className="button button-small button-quiet" isDisabled={isDisabled} onPress={() => model.removeImage(field)}>
              {uploading ? 'Cancel upload' : `Remove ${noun}`}
            </Button>
          ) : null}
          <span className="field-hint" role="status">
            {uploading ? (
              <>
                <Spinner /> Uploading {state.name}…
              </>
            ) : null}
          </span>
        </div>
      </div>
      <span id={ids.hint} className="field-hint">
        PNG, JPEG, GIF or WebP, up to 10MB; kept when you save your profile.
      </span>
      {error ? (
        <span id={ids.error} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
