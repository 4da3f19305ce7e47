/**
 * A list's Load more button: focusable while the next page loads (aria-disabled, not disabled, so
 * the focus stays on it; see use-load-more-focus.ts), 'Try again' after a failed load.
 */
import type { LoadMoreFocus } from './use-load-more-focus.ts';

export function LoadMoreButton({ loading, failed, loadFocus, onLoad, className = 'button' }: { readonly loading: boolean; readonly failed: boolean; readonly loadFocus: LoadMoreFocus; readonly onLoad: () => void; readonly className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={() => {
        if (loading) return;
        loadFocus.pressed();
        onLoad();
      }}
    >
      {loading ? 'Loading…' : failed ? 'Try again' : 'Load more'}
    </button>
  );
}
