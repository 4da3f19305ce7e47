/**
 * The client's reply being written: a message or an image, never both (§5 Client reply).
 * The image input is disabled while a message is typed; the message while an image is chosen.
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

/** The next draft; typing over a chosen image, or choosing an image over a message, is refused. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'typed':
      if (state.status === 'image') return state;
      if (event.message === '') return state.status === 'empty' ? state : initialState;
      return { status: 'writing', message: event.message };
    case 'imageChosen':
      if (state.status === 'writing') return state;
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

/** The message area is disabled while an image is chosen. */
export function isMessageDisabled(state: State): boolean {
  return state.status === 'image';
}

/** The image input is disabled while a message is typed. */
export function isImageDisabled(state: State): boolean {
  return state.status === 'writing';
}

/** Characters left before the message limit (negative when over). */
export function charactersLeft(state: State): number {
  return CLIENT_MESSAGE_MAX - [...messageOf(state)].length;
}
