/**
 * RevisionSource over a script tag: `/revision.js?d={bucket}` calls `window.onTidemarkRevision`
 * with the running build's id. Each load replaces the previously inserted script.
 */
import { Effect, Layer } from 'effect';
import { NetworkError } from '../../application/shared/errors.ts';
import { RevisionSource } from '../../application/shell/revision-source.port.ts';

/** The global the server's /revision.js calls. */
export const REVISION_CALLBACK = 'onTidemarkRevision';
const SCRIPT_ID = 'tidemark-revision';

type RevisionWindow = Window & { [REVISION_CALLBACK]?: (revision: unknown) => void };

/** Loads the script into `document` and waits for its callback. */
export function loadRevision(document: Document, url: string): Effect.Effect<string, NetworkError> {
  return Effect.callback<string, NetworkError>((resume) => {
    const view = document.defaultView as RevisionWindow;
    document.getElementById(SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = url;
    view[REVISION_CALLBACK] = (revision) => {
      delete view[REVISION_CALLBACK];
      resume(typeof revision === 'string' && revision !== '' ? Effect.succeed(revision) : Effect.fail(new NetworkError({ message: 'The revision script answered nothing usable' })));
    };
    script.onerror = () => resume(Effect.fail(new NetworkError({ message: `Could not load ${url}` })));
    document.head.appendChild(script);
    return Effect.sync(() => script.remove());
  });
}

/** The real source, as a layer over a document. */
export function revisionSourceLayer(document: Document) {
  return Layer.succeed(RevisionSource)({ load: (url) => loadRevision(document, url) });
}
