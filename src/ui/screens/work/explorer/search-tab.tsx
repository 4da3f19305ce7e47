/** The search tab: free text over the project's tickets (and its sub-projects'), in the shared ticket list. */
import { useDeferredValue, useState } from 'react';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { Text } from 'react-aria-components/Text';
import { Link } from 'wouter';
import { SEARCH_FILTER_DEFAULTS } from '../../../../domain/work/filters.ts';
import { orgPath } from '../../../../domain/shared/org-routes.ts';
import { searchFilterQueryString } from '../../../../domain/work/search-url.ts';
import { useWork } from '../../../work-context.tsx';
import { TicketList } from '../tickets/ticket-list.tsx';

/** Free text over a project's tickets. */
export function SearchTab({ projectId }: { readonly projectId: string }) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const { scope } = useWork();
  const fullSearch = `${orgPath(scope.orgId, `search/${encodeURIComponent(projectId)}`)}${searchFilterQueryString({ ...SEARCH_FILTER_DEFAULTS, search })}`;
  return (
    <div className="explorer-search">
      <SearchField className="form-field explorer-search-field" value={text} onChange={setText}>
        <Label className="form-label">Search this project</Label>
        <Input className="form-input" placeholder="Words of the title or description, or #123" />
        <Text slot="description" className="field-hint">
          Sub-projects are included. <Link href={fullSearch}>Search with every filter</Link>
        </Text>
      </SearchField>
      <TicketList
        listId={`explorer-search:${projectId}`}
        filter={search === '' ? { projects: [projectId] } : { projects: [projectId], search }}
        emptyText={search === '' ? 'No tickets in this project yet' : `No ticket matches “${search}”`}
      />
    </div>
  );
}
