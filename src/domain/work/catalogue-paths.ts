/** Where each catalogue page lives (§2), after /org/{orgId}/, and how the catalogues are named on screen. */
import type { Catalogue } from '../shared/org-routes.ts';

/** The catalogues in the order the admin pages list them. */
export const CATALOGUES: readonly Catalogue[] = ['product', 'team', 'workflow', 'tag', 'role'];

/** How a catalogue is named: a record, records, and what the list page is about. */
export const CATALOGUE_NAMES: Readonly<Record<Catalogue, { readonly one: string; readonly many: string; readonly about: string }>> = {
  product: { one: 'product', many: 'Products', about: 'What your tickets are built for.' },
  team: { one: 'team', many: 'Teams', about: 'Groups of people who work together.' },
  workflow: { one: 'workflow', many: 'Workflows', about: 'The ordered steps a ticket runs through.' },
  tag: { one: 'tag', many: 'Tags', about: 'Coloured labels to sort tickets by.' },
  role: { one: 'person', many: 'People', about: 'Who belongs to the organization, and as what.' },
};

/** The list page. */
export const listPath = (catalogue: Catalogue): string => `admin/${catalogue}`;

/** The new-record page. */
export const newPath = (catalogue: Catalogue): string => `admin/${catalogue}/new`;

/** A record's page: /view for products and teams, a trailing slash for people, the bare id for workflows and tags (§2). */
export function recordPath(catalogue: Catalogue, id: string): string {
  const at = `admin/${catalogue}/${encodeURIComponent(id)}`;
  switch (catalogue) {
    case 'product':
    case 'team':
      return `${at}/view`;
    case 'role':
      return `${at}/`;
    case 'workflow':
    case 'tag':
      return at;
    default: {
      const _never: never = catalogue;
      return _never;
    }
  }
}

/** A record's edit page: /edit for products, teams and people; workflows and tags are edited on their own page (§2). */
export function editPath(catalogue: Catalogue, id: string): string {
  return catalogue === 'workflow' || catalogue === 'tag' ? recordPath(catalogue, id) : `admin/${catalogue}/${encodeURIComponent(id)}/edit`;
}

/** Whether a catalogue's record page is also its edit form (§2 gives workflows and tags one page each). */
export const editsOnRecordPage = (catalogue: Catalogue): boolean => catalogue === 'workflow' || catalogue === 'tag';
