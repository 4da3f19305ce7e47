/** The generic error view (§2 screen 5), with a way to try again when there is one. */
import { Button } from 'react-aria-components/Button';
import { GENERIC_ERROR } from '../../domain/shared/messages.ts';

export function GenericError({ detail, onRetry }: { readonly detail?: string; readonly onRetry?: () => void }) {
  return (
    <section className="status-page" role="alert">
      <h1>{GENERIC_ERROR.title}</h1>
      <p>{GENERIC_ERROR.advice}</p>
      {detail ? <p className="muted">{detail}</p> : null}
      {onRetry ? (
        <Button className="button button-primary" onPress={onRetry}>
          Try again
        </Button>
      ) : null}
    </section>
  );
}
