/**
 * The client's reply being written: a message or an image, never both (§5 Client reply).
 * The image input is disabled while a message is typed; the message while an image is chosen.
 * Text of white space alone is no message: it leaves the image input open, and an image chosen
 * over it takes its place.
 */
import { CLIENT_MESSAGE_MAX } from '../shared/constants.ts';

export type State =
  | { readonly status: 'empty' }
  | { readonly status: 'writing'; readonly message: string }
  | { readonly status: 'image'; readonly name: string; readonly previewUrl: string };

export type Event =
  | { readonly type: 'typed'; readonly message: string }
  | { readonly type: 'imageChosen'; readonly name: string; readonly previewUrl: string }
  | { readonly type: 'imageRemoved' }
  | { readonly type: 'sent' };

export const initialState: State = { status: 'empty' };

/** What the form says while one kind of reply keeps the other out (the spec's rule, in words). */
export const ONE_KIND_HINTS = {
  /** A message is typed: the image input is disabled. */
  textFirst: 'One at a time: send your message first, or clear it, to attach an image.',
  /** An image is chosen: the message area is disabled. */
  imageFirst: 'One at a time: send the image first, or remove it, to write a message.',
} as const;

/** The hint the form shows for a draft, or null when both inputs are open. */
export function oneKindHint(state: State): string | null {
  if (hasMessage(state)) return ONE_KIND_HINTS.textFirst;
  return state.status === 'image' ? ONE_KIND_HINTS.imageFirst : null;
}

/** The next draft; typing over a chosen image, or choosing an image over a message, is refused. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'typed':
      if (state.status === 'image') return state;
      if (event.message === '') return state.status === 'empty' ? state : initialState;
      return { status: 'writing', message: event.message };
    case 'imageChosen':
      if (hasMessage(state)) return state;
      return { status: 'image', name: event.name, previewUrl: event.previewUrl };
    case 'imageRemoved':
      return state.status === 'image' ? initialState : state;
    case 'sent':
      return state.status === 'empty' ? state : initialState;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** The text in the message area. */
export function messageOf(state: State): string {
  return state.status === 'writing' ? state.message : '';
}

/** Whether a message is typed: text other than white space (what the server would take as one). */
export function hasMessage(state: State): boolean {
  return state.status === 'writing' && state.message.trim() !== '';
}

/** The message area is disabled while an image is chosen. */
export function isMessageDisabled(state: State): boolean {
  return state.status === 'image';
}

/** The image input is disabled while a message is typed (white space alone is none). */
export function isImageDisabled(state: State): boolean {
  return hasMessage(state);
}

/** Characters left before the message limit (negative when over). */
export function charactersLeft(state: State): number {
  return CLIENT_MESSAGE_MAX - [...messageOf(state)].length;
}
