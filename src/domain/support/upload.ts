/**
 * File upload state (specification §4 "File upload"): start records the request, success stores
 * the url by name, failure and cancel clear the request; cancel also forgets the stored url.
 */

/** What is being uploaded (§3 Upload request). */
export interface UploadRequest {
  readonly name: string;
  readonly category: string;
  readonly issueToken: string | null;
}

export type State =
  | { readonly status: 'idle'; readonly urls: Readonly<Record<string, string>> }
  | { readonly status: 'uploading'; readonly request: UploadRequest; readonly urls: Readonly<Record<string, string>> };

export type Event =
  | { readonly type: 'start'; readonly request: UploadRequest }
  | { readonly type: 'success'; readonly name: string; readonly url: string }
  | { readonly type: 'failure'; readonly name: string }
  | { readonly type: 'cancel'; readonly name: string };

export const initialState: State = { status: 'idle', urls: {} };

function without(urls: Readonly<Record<string, string>>, name: string): Readonly<Record<string, string>> {
  if (!(name in urls)) return urls;
  const { [name]: _removed, ...rest } = urls;
  return rest;
}

/** The next upload state; an event for another file, or with nothing uploading, changes nothing. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start':
      return { status: 'uploading', request: event.request, urls: state.urls };
    case 'success':
      if (state.status !== 'uploading' || state.request.name !== event.name) return state;
      return { status: 'idle', urls: { ...state.urls, [event.name]: event.url } };
    case 'failure':
      if (state.status !== 'uploading' || state.request.name !== event.name) return state;
      return { status: 'idle', urls: state.urls };
    case 'cancel': {
      const urls = without(state.urls, event.name);
      if (state.status === 'uploading' && state.request.name === event.name) return { status: 'idle', urls };
      return urls === state.urls ? state : { ...state, urls };
    }
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** §5 Upload request: the file is checked first, then the name. */
export function uploadRequestError(input: { readonly file?: unknown; readonly name?: string | null }): string | null {
  if (input.file === undefined || input.file === null) return 'A file is required to process an upload';
  if (!input.name) return 'A name is required to process an upload';
  return null;
}
