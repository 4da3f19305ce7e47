/**
 * One note of the board: as a card (its text, a move handle, its colour and Delete) or as its
 * editor (the text, the six colours, Save and Cancel). The card's text opens the editor (click,
 * Enter or Space); in the editor Ctrl or ⌘ + Enter saves, Escape cancels, and leaving it saves.
 */
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Menu, MenuItem } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import {
  charactersLeft, moveTarget, noteExcerpt, noteFill, NOTE_COLOR_LABELS, NOTE_COLOR_NAMES, NOTE_MOVE_LABELS, NOTE_MOVES,
  type Note, type NoteColor, type NoteContent, type NoteMove,
} from '../../../domain/notes/note.ts';
import { focusOnMount } from '../../components/focus-on-mount.ts';

/** The colours the person chose for each note colour name (role.preferences.noteColors). */
export type NoteColors = Readonly<Record<NoteColor, string>>;

/** A card's colours as CSS variables. */
export const fillStyle = (color: NoteColor, colors: NoteColors): CSSProperties => {
  const { background, foreground } = noteFill(color, colors);
  return { '--note-bg': background, '--note-fg': foreground } as CSSProperties;
};

/** Where a dragged note would land: before or after the card under the pointer. */
export type DropMark = 'before' | 'after' | null;

/** The keys that move a note from its handle. */
const MOVE_KEYS: Readonly<Record<string, NoteMove>> = { ArrowLeft: 'up', ArrowUp: 'up', ArrowRight: 'down', ArrowDown: 'down', Home: 'first', End: 'last' };

export interface NoteCardProps {
  readonly note: Note;
  readonly index: number;
  readonly count: number;
  readonly colors: NoteColors;
  /** The id of the hint the handles share ("Arrow keys move it…"). */
  readonly moveHintId: string;
  /** The id of the hint the texts share ("Press Enter to edit"). */
  readonly editHintId: string;
  /** Why its last save was not kept: it holds a draft. */
  readonly unsaved: boolean;
  readonly dropMark: DropMark;
  readonly dragging: boolean;
  readonly onEdit: () => void;
  readonly onMove: (move: NoteMove) => void;
  readonly onRecolor: (color: NoteColor) => void;
  readonly onDelete: () => void;
  /** A pointer pressed on the handle: a drag may begin. */
  readonly onDragStart: (event: PointerEvent<HTMLButtonElement>) => void;
}

/** A note as a card on the board. */
export function NoteCard(props: NoteCardProps) {
  const { note, index, count, colors, dropMark } = props;
  const excerpt = noteExcerpt(note.text);
  const colorLabel = NOTE_COLOR_LABELS[note.color];
  const handle = useRef<HTMLButtonElement | null>(null);
  const [moves, setMoves] = useState(false);
  const moveKeys = (event: KeyboardEvent) => {
    const move = MOVE_KEYS[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    props.onMove(move);
  };
  return (
    <li className="note-card" style={fillStyle(note.color, colors)} data-color={note.color} data-note-card={note.id} data-drop={dropMark ?? undefined} data-dragging={props.dragging || undefined}>
      <div className="note-tools">
        {/* The handle: dragged (mouse or touch), or its arrow keys, Home and End; pressed, the menu of moves. */}
        <button
          ref={handle}
          type="button"
          className="note-tool note-handle"
          data-note-handle={note.id}
          aria-label={`Move note ${index + 1} of ${count}: ${excerpt}`}
          aria-describedby={props.moveHintId}
          aria-haspopup="menu"
          aria-expanded={moves}
          title="Drag to move; arrow keys move; press for the moves"
          onKeyDown={moveKeys}
          onPointerDown={props.onDragStart}
          onClick={() => setMoves(true)}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <Popover
          triggerRef={handle}
          isOpen={moves}
          onOpenChange={(open) => {
            setMoves(open);
            if (!open) requestAnimationFrame(() => handle.current?.focus());
          }}
          className="menu-popover"
          placement="bottom start"
        >
          <Menu
            className="menu"
            aria-label={`Move note ${index + 1}`}
            autoFocus="first"
            onAction={(key) => {
              setMoves(false);
              props.onMove(key as NoteMove);
            }}
            disabledKeys={NOTE_MOVES.filter((move) => moveTarget(index, move, count) === null)}
          >
            {NOTE_MOVES.map((move) => (
              <MenuItem key={move} id={move} className="menu-item">
                {NOTE_MOVE_LABELS[move]}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
        {props.unsaved ? <span className="note-unsaved">Not saved</span> : null}
        <span className="note-tools-end">
          <DialogTrigger>
            <Button className="note-tool note-colour-button" aria-label={`Colour of “${excerpt}”: ${colorLabel}`}>
              Colour
            </Button>
            <Popover className="note-colour-popover" placement="bottom end">
              <Dialog className="note-colour-dialog" aria-label={`Colour of “${excerpt}”`}>
                <ColourChoice value={note.color} colors={colors} onChange={props.onRecolor} focusChosen />
              </Dialog>
            </Popover>
          </DialogTrigger>
          <Button className="note-tool note-delete" aria-label={`Delete “${excerpt}”`} onPress={props.onDelete}>
            <span aria-hidden="true">×</span>
          </Button>
        </span>
      </div>
      <button type="button" className="note-body" data-note-body={note.id} aria-describedby={props.editHintId} onClick={props.onEdit}>
        {note.text}
      </button>
    </li>
  );
}

/**
 * The six note colours as labelled swatches: native radio buttons (arrow keys choose), not
 * react-aria's RadioGroup, whose shared modules would split chunks that every organization page
 * loads (about 450 bytes gzip on each).
 */
export function ColourChoice({ value, colors, onChange, label = 'Colour', focusChosen = false }: {
  readonly value: NoteColor;
  readonly colors: NoteColors;
  readonly onChange: (color: NoteColor) => void;
  readonly label?: string;
  /** The chosen colour takes the focus when shown (the picker opened): arrow keys choose at once. */
  readonly focusChosen?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="note-colours">
      <legend className="note-colours-label">{label}</legend>
      <div className="note-swatches">
        {NOTE_COLOR_NAMES.map((color) => (
          <label key={color} className="note-swatch" style={fillStyle(color, colors)} data-selected={value === color || undefined}>
            <input
              ref={focusChosen && value === color ? focusOnMount : undefined}
              type="radio"
              className="note-swatch-input"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
            />
            <span className="note-dot" aria-hidden="true" />
            {NOTE_COLOR_LABELS[color]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface NoteEditorProps {
  /** The note's id, or null for a new note. */
  readonly noteId: string | null;
  readonly draft: NoteContent;
  readonly colors: NoteColors;
  readonly saving: boolean;
  readonly error: string | null;
  readonly onChange: (content: NoteContent) => void;
  /** Saves; `how` says whether the person asked (the focus then goes to the note) or left the editor. */
  readonly onSave: (how: 'asked' | 'left') => void;
  readonly onCancel: () => void;
}

/** A note in edit mode, in place of its card. */
export function NoteEditor({ noteId, draft, colors, saving, error, onChange, onSave, onCancel }: NoteEditorProps) {
  const id = useId();
  const left = charactersLeft(draft.text);
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave('asked');
    }
  };
  return (
    <li className="note-card note-card-editing" style={fillStyle(draft.color, colors)} data-color={draft.color}>
      <div
        className="note-editor"
        onKeyDown={keys}
        onBlur={(event) => {
          // Leaving the editor (not moving inside it) saves.
          const to = event.relatedTarget as Node | null;
          if (!event.currentTarget.contains(to) && !(to instanceof Element && to.closest('.note-colour-popover'))) onSave('left');
        }}
      >
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {noteId === null ? 'New note' : 'Note text'}
        </label>
        <textarea
          id={`${id}-text`}
          ref={focusOnMount}
          className="note-textarea"
          value={draft.text}
          rows={6}
          // Read-only (not disabled) while saving: a disabled field would drop the focus to the page.
          readOnly={saving}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
        />
        <ColourChoice value={draft.color} colors={colors} onChange={(color) => onChange({ ...draft, color })} />
        {error ? (
          <p id={`${id}-error`} className="field-error note-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="note-editor-foot">
          <span id={`${id}-count`} className="note-count" data-over={left < 0 || undefined}>
            {left < 0 ? `${-left} characters too many` : `${left} characters left`}
          </span>
          <span className="note-editor-actions">
            <Button className="button button-small button-primary" isDisabled={saving} onPress={() => onSave('asked')}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
            <Button className="button button-small" isDisabled={saving} onPress={onCancel}>
              Cancel
            </Button>
          </span>
        </div>
        <p className="note-keys">Ctrl or ⌘ + Enter saves, Escape cancels</p>
      </div>
    </li>
  );
}
