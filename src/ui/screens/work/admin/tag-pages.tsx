/** /admin/tag, /admin/tag/{id} (the tag, editable by administrators), /admin/tag/new: tags in the six colours of §4. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Link } from 'wouter';
import type { CatalogueEditor } from '../../../../application/work/catalogue-editor.ts';
import { CATALOGUE_FIELDS, type TagFields } from '../../../../domain/work/catalogue-forms.ts';
import { matchesText } from '../../../../domain/work/catalogue-filters.ts';
import { listPath, newPath, recordPath } from '../../../../domain/work/catalogue-paths.ts';
import { tagColorLabel, type Tag } from '../../../../domain/work/catalogue-records.ts';
import type { CatalogueMode } from '../../../../domain/shared/org-routes.ts';
import { TAG_COLORS, type TagColor } from '../../../../domain/work/work.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextFormField, ValidatedForm, RequiredMarker } from '../../../components/form-fields.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { AdminPage, counted, DeleteButton, FormActions, FormProblem, ListFilter, Loaded, ReadOnlyNote, useBackToList } from './admin-common.tsx';
import { NoMatch, NotForYou } from './admin-states.tsx';
import { AdminTable } from './admin-table.tsx';
import { useCatalogues, useOrgPath, usePageModel } from './use-catalogues.ts';

/** The tag pages, by mode. */
export function TagPages({ id, mode }: { readonly id: string | null; readonly mode: CatalogueMode }) {
  if (mode === 'list' || id === null) return mode === 'new' ? <NewTag /> : <TagList />;
  return <TagPage id={id} />;
}

/** A tag as tickets and lists show it: its name on its colour. */
export function TagChip({ name, color }: { readonly name: string; readonly color: TagColor }) {
  return (
    <span className="tag-chip" data-color={color}>
      {name}
    </span>
  );
}

function TagList() {
  useSignals();
  usePageTitle('Tags');
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.tags(), []);
  const path = useOrgPath();
  const [search, setSearch] = useState('');
  return (
    <AdminPage
      title="Tags"
      back={{ href: path('admin'), label: 'Admin' }}
      actions={
        canWrite ? (
          <Link className="button button-primary" href={path(newPath('tag'))}>
            New tag
          </Link>
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <ListFilter label="Filter tags" value={search} onChange={setSearch} />
      <Loaded model={model} what="the tags">
        {(tags) => {
          if (tags.length === 0) return <EmptyState title="No tags yet" subtitle="Tags are coloured labels to sort tickets by." />;
          const shown = tags.filter((tag) => matchesText([tag.name, tagColorLabel(tag.color)], search));
          if (shown.length === 0) return <NoMatch what="tag" search={search} onClear={() => setSearch('')} />;
          return (
            <AdminTable<Tag>
              caption="Tags"
              rows={shown}
              columns={[
                {
                  label: 'Tag',
                  kind: 'main',
                  cell: (tag) => (
                    <Link className="tag-link" href={path(recordPath('tag', tag.id))} aria-label={tag.name}>
                      <TagChip name={tag.name} color={tag.color} />
                    </Link>
                  ),
                },
                { label: 'Colour', cell: (tag) => tagColorLabel(tag.color) },
                { label: 'Tickets', kind: 'number', cell: (tag) => counted(tag.ticketCount, 'ticket') },
              ]}
            />
          );
        }}
      </Loaded>
    </AdminPage>
  );
}

function TagPage({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.tag(id), [id]);
  const state = model.state.value;
  const name = state.status === 'loaded' ? state.value.name : 'Tag';
  usePageTitle(name);
  return (
    <AdminPage title={name} back={useBackToList('tag')}>
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={model} what="this tag">
        {(tag) =>
          canWrite ? (
            <TagForm tag={tag} onSaved={model.replace} />
          ) : (
            <dl className="admin-facts">
              <dt>Looks like</dt>
              <dd>
                <TagChip name={tag.name} color={tag.color} />
              </dd>
              <dt>Colour</dt>
              <dd>{tagColorLabel(tag.color)}</dd>
              <dt>Tickets</dt>
              <dd>{counted(tag.ticketCount, 'ticket')}</dd>
            </dl>
          )
        }
      </Loaded>
    </AdminPage>
  );
}

function NewTag() {
  usePageTitle('New tag');
  const { canWrite } = useCatalogues();
  const back = useBackToList('tag');
  if (!canWrite) return <NotForYou what="tags" back={back} />;
  return (
    <AdminPage title="New tag" back={back}>
      <TagForm tag={null} />
    </AdminPage>
  );
}

function TagForm({ tag, onSaved }: { readonly tag: Tag | null; readonly onSaved?: (tag: Tag) => void }) {
  useSignals();
  const editor = usePageModel((catalogues) => catalogues.tagEditor(tag, onSaved), [tag?.id]);
  const path = useOrgPath();
  const busy = editor.state.value.status !== 'editing';
  const { name, color } = editor.values.value;
  return (
    <>
      <ValidatedForm form={editor.form} className="admin-form" aria-label={tag === null ? 'New tag' : `Edit ${tag.name}`} onSubmit={() => void editor.save()}>
        <TextFormField form={editor.form} field={CATALOGUE_FIELDS.name} isBusy={busy} autoFocus={tag === null} />
        <ColourPicker editor={editor} />
        <p className="admin-preview">
          <span className="muted">Preview: </span>
          {color ? <TagChip name={name.trim() || 'Tag'} color={color} /> : <span className="muted">choose a colour</span>}
        </p>
        {tag === null ? null : <p className="muted">{counted(tag.ticketCount, 'ticket')} carry this tag.</p>}
        <FormProblem editor={editor} />
        <FormActions editor={editor} saveLabel={tag === null ? 'Create tag' : 'Save tag'} cancelHref={path(listPath('tag'))} />
      </ValidatedForm>
      {tag === null ? null : (
        <section className="admin-danger-zone" aria-label="Delete">
          <p className="muted">Deleting a tag takes it off every ticket that carries it.</p>
          <DeleteButton editor={editor} what="tag" name={tag.name} />
        </section>
      )}
    </>
  );
}

/** The six colours of §4 as a radio group of labelled swatches (arrow keys move between them). */
export function ColourPicker({ editor }: { readonly editor: CatalogueEditor<TagFields> }) {
  useSignals();
  const error = editor.errors.value['color'];
  return (
    <RadioGroup
      className="colour-picker"
      name="color"
      orientation="horizontal"
      value={editor.values.value.color}
      onChange={(value) => editor.set('color', value as TagColor)}
      isRequired
      isInvalid={error !== undefined}
      isDisabled={editor.state.value.status !== 'editing'}
      validationBehavior="aria"
    >
      <Label className="form-label">
        Colour
        <RequiredMarker />
      </Label>
      <div className="colour-swatches">
        {TAG_COLORS.map((colour) => (
          <Radio key={colour} value={colour} className="colour-swatch" data-color={colour}>
            <span className="colour-dot" aria-hidden="true" />
            {tagColorLabel(colour)}
          </Radio>
        ))}
      </div>
      <FieldError className="field-error">
        <span role="alert">{error}</span>
      </FieldError>
    </RadioGroup>
  );
}
