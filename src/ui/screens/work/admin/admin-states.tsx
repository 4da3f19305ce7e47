/** The admin pages' quieter states: nothing matches a filter; a page only administrators can use. */
import { Button } from 'react-aria-components/Button';
import { AdminPage } from './admin-common.tsx';

/** A filter that matches nothing, with a way to clear it. */
export function NoMatch({ what, search, onClear }: { readonly what: string; readonly search: string; readonly onClear: () => void }) {
  return (
    <div className="admin-no-match" role="status">
      <p>{search.trim() === '' ? `No ${what} matches these filters.` : `No ${what} matches “${search.trim()}”.`}</p>
      <Button className="button" onPress={onClear}>
        Clear the filter
      </Button>
    </div>
  );
}

/** A page for creating records, opened by someone who may not. */
export function NotForYou({ what, back }: { readonly what: string; readonly back: { readonly href: string; readonly label: string } }) {
  return (
    <AdminPage title="Administrators only" back={back}>
      <p className="admin-note" role="note">
        Only administrators can create {what}. Ask an administrator of this organization.
      </p>
    </AdminPage>
  );
}
