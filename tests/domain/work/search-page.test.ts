import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SEARCH_FILTER_DEFAULTS, transition, initialState, type SearchFilter } from '../../../src/domain/work/filters.ts';
import { csvCell, csvText, SEARCH_CSV_COLUMNS, searchCsv, searchCsvCells, searchCsvFileName } from '../../../src/domain/work/search-csv.ts';
import { dateRangeError, hasRecords, isDay, RANGE_BACKWARDS_MESSAGE, isSearchConnection, isSearchRow, searchTextOf, searchVariables, withoutUnknownRecords, type KnownRecords, type SearchRow } from '../../../src/domain/work/search-query.ts';
import { parseSearchFilter, searchFilterQueryString } from '../../../src/domain/work/search-url.ts';

/** A search with every part of §3 chosen. */
const everything: SearchFilter = {
  search: 'playlist, "sync"',
  allUntagged: true,
  recursive: false,
  recordSets: { products: ['p1', 'p2'], workflows: ['w1'], authors: ['r1'], owners: ['r2'], assignees: ['r3', 'r4'], tags: ['t1'] },
  flags: { isActive: true, untagged: true, unestimated: true, unassigned: true, atRisk: true, hideCompleted: true, readyToSchedule: true },
  valueSets: { statuses: ['SCHEDULED', 'DONE'] },
  dates: { createdAt: { from: '2026-01-01', to: '2026-01-31' }, closedAt: { from: null, to: '2026-02-28' }, eta: { from: '2026-03-01', to: null } },
  sort: { field: 'eta', direction: 'DESC' },
};

const url = suite('the search URL');

url('the defaults are an empty query string, and an empty one reads as the defaults', () => {
  assert.is(searchFilterQueryString(SEARCH_FILTER_DEFAULTS), '');
  assert.equal(parseSearchFilter(''), SEARCH_FILTER_DEFAULTS);
  assert.equal(parseSearchFilter('?'), SEARCH_FILTER_DEFAULTS);
});

url('every part of the filter survives a round trip', () => {
  const query = searchFilterQueryString(everything);
  assert.equal(parseSearchFilter(query), everything);
  assert.is(searchFilterQueryString(parseSearchFilter(query)), query, 'canonical: written again the same');
});

url('one part at a time survives a round trip', () => {
  const variants: SearchFilter[] = [
    { ...SEARCH_FILTER_DEFAULTS, search: 'a&b=c #12 ü' },
    { ...SEARCH_FILTER_DEFAULTS, recordSets: { ...SEARCH_FILTER_DEFAULTS.recordSets, tags: ['t9'] } },
    { ...SEARCH_FILTER_DEFAULTS, flags: { ...SEARCH_FILTER_DEFAULTS.flags, atRisk: true } },
    { ...SEARCH_FILTER_DEFAULTS, dates: { ...SEARCH_FILTER_DEFAULTS.dates, closedAt: { from: '2025-12-31', to: null } } },
    { ...SEARCH_FILTER_DEFAULTS, sort: { field: 'title', direction: 'DESC' } },
    { ...SEARCH_FILTER_DEFAULTS, sort: { field: 'createdAt', direction: 'ASC' } },
    { ...SEARCH_FILTER_DEFAULTS, allUntagged: true },
    { ...SEARCH_FILTER_DEFAULTS, recursive: false },
  ];
  for (const filter of variants) assert.equal(parseSearchFilter(searchFilterQueryString(filter)), filter, searchFilterQueryString(filter));
});

url('the text is kept as typed, blank text is not written', () => {
  assert.is(parseSearchFilter(searchFilterQueryString({ ...SEARCH_FILTER_DEFAULTS, search: '  two words ' })).search, '  two words ');
  assert.is(searchFilterQueryString({ ...SEARCH_FILTER_DEFAULTS, search: '   ' }), '');
});

url('the flags are written by name, and read in any case of order', () => {
  assert.is(searchFilterQueryString({ ...SEARCH_FILTER_DEFAULTS, flags: { ...SEARCH_FILTER_DEFAULTS.flags, readyToSchedule: true, isActive: true } }), '?flags=isActive%2CreadyToSchedule');
  const read = parseSearchFilter('flags=readyToSchedule&flags=isActive');
  assert.ok(read.flags.readyToSchedule && read.flags.isActive && !read.flags.atRisk);
});

url('junk is dropped, the rest is kept, nothing throws', () => {
  const read = parseSearchFilter(
    '?q=ok&products=p1,,bad id,p1,%E2%9C%93&flags=atRisk,drop,__proto__&status=done,LATER&createdFrom=2026-02-30&createdTo=2026-02-28&etaFrom=yesterday&sort=colour&dir=sideways&recursive=maybe&allUntagged=please&unknown=1',
  );
  assert.is(read.search, 'ok');
  assert.equal(read.recordSets.products, ['p1'], 'blank, spaced, non-id and repeated ids dropped');
  assert.equal(read.flags, { ...SEARCH_FILTER_DEFAULTS.flags, atRisk: true });
  assert.equal(read.valueSets.statuses, ['DONE'], 'a status in lower case is read, an unknown one dropped');
  assert.equal(read.dates.createdAt, { from: null, to: '2026-02-28' }, 'February 30th is no day');
  assert.is(read.dates.eta, null);
  assert.equal(read.sort, SEARCH_FILTER_DEFAULTS.sort);
  assert.is(read.recursive, true);
  assert.is(read.allUntagged, false);
});

url('a query that cannot be decoded, and over-long values, still read', () => {
  assert.not.throws(() => parseSearchFilter('q=%E0%A4%A&products=%ZZ'));
  const long = parseSearchFilter(`q=${'x'.repeat(5000)}&tags=${Array.from({ length: 1500 }, (_, i) => `t${i}`).join(',')}`);
  assert.is(long.search.length, 1000);
  assert.is(long.recordSets.tags.length, 1000);
});

url('recursive and allUntagged read yes/no words', () => {
  assert.is(parseSearchFilter('recursive=false').recursive, false);
  assert.is(parseSearchFilter('recursive=1').recursive, true);
  assert.is(parseSearchFilter('allUntagged=true').allUntagged, true);
  assert.is(parseSearchFilter('dir=desc').sort.direction, 'DESC');
});

url('clearing keeps the text, so the URL keeps only q', () => {
  const cleared = transition({ ...initialState, search: everything }, { type: 'clear', kind: 'search' }).search;
  assert.is(searchFilterQueryString(cleared), '?q=playlist%2C+%22sync%22');
});

url.run();

const query = suite('the search query');

query('the defaults ask for everything, by title ascending', () => {
  assert.equal(searchVariables(SEARCH_FILTER_DEFAULTS, null), { filter: {}, sortBy: 'title', sortDirection: 'ASC' });
});

query('every part of the filter becomes its TicketFilterInput field', () => {
  assert.equal(searchVariables(everything, 'pr1'), {
    filter: {
      search: 'playlist, "sync"',
      projects: ['pr1'],
      recursive: false,
      products: ['p1', 'p2'],
      workflows: ['w1'],
      authors: ['r1'],
      owners: ['r2'],
      assignees: ['r3', 'r4'],
      tags: ['t1'],
      statuses: ['SCHEDULED', 'DONE'],
      isActive: true,
      untagged: true,
      unestimated: true,
      unassigned: true,
      atRisk: true,
      hideCompleted: true,
      readyToSchedule: true,
      allUntagged: true,
      createdAfter: '2026-01-01T00:00:00.000Z',
      createdBefore: '2026-01-31T23:59:59.999Z',
      closedBefore: '2026-02-28T23:59:59.999Z',
      etaAfter: '2026-03-01T00:00:00.000Z',
    },
    sortBy: 'eta',
    sortDirection: 'DESC',
  });
});

query('a flag that is off is not sent (false would mean "only the others" for isActive)', () => {
  const { filter } = searchVariables({ ...SEARCH_FILTER_DEFAULTS, flags: { ...SEARCH_FILTER_DEFAULTS.flags, atRisk: true } }, null);
  assert.equal(filter, { atRisk: true });
});

query('the project comes with recursive (true by default); without a project neither is sent', () => {
  assert.equal(searchVariables(SEARCH_FILTER_DEFAULTS, '7').filter, { projects: ['7'], recursive: true });
  assert.is(searchVariables({ ...SEARCH_FILTER_DEFAULTS, recursive: false }, null).filter.recursive, undefined);
});

query('the text is trimmed and cut at the server limit; blank text is not sent', () => {
  assert.is(searchVariables({ ...SEARCH_FILTER_DEFAULTS, search: '  sync  ' }, null).filter.search, 'sync');
  assert.is(searchVariables({ ...SEARCH_FILTER_DEFAULTS, search: '   ' }, null).filter.search, undefined);
  assert.is(searchTextOf({ search: 'y'.repeat(1200) }).length, 1000);
});

query('statuses go in the schedule order; a range with a bad day sends only its good end', () => {
  const filter: SearchFilter = {
    ...SEARCH_FILTER_DEFAULTS,
    valueSets: { statuses: ['DONE', 'UNSCHEDULED'] },
    dates: { createdAt: { from: 'nonsense', to: '2026-04-30' }, closedAt: { from: null, to: null }, eta: null },
  };
  assert.equal(searchVariables(filter, null).filter, { statuses: ['UNSCHEDULED', 'DONE'], createdBefore: '2026-04-30T23:59:59.999Z' });
});

query('an unknown sort field falls back to title, an odd direction to ASC', () => {
  const odd = { ...SEARCH_FILTER_DEFAULTS, sort: { field: 'colour', direction: 'UP' as 'ASC' } };
  assert.equal(searchVariables(odd, null), { filter: {}, sortBy: 'title', sortDirection: 'ASC' });
});

query('isDay takes real days only', () => {
  assert.ok(isDay('2024-02-29'));
  assert.not.ok(isDay('2023-02-29'));
  assert.not.ok(isDay('2024-13-01'));
  assert.not.ok(isDay('0999-01-01'));
  assert.not.ok(isDay(20240101));
  assert.not.ok(isDay('2024-1-1'));
});

query('ids the organization does not have are dropped; a filter with none is the same object', () => {
  const known: KnownRecords = {
    products: new Set(['p1']),
    workflows: new Set(['w1']),
    authors: new Set(['r1']),
    owners: new Set(['r2']),
    assignees: new Set(['r3']),
    tags: new Set<string>(),
  };
  const pruned = withoutUnknownRecords(everything, known);
  assert.equal(pruned.recordSets, { products: ['p1'], workflows: ['w1'], authors: ['r1'], owners: ['r2'], assignees: ['r3'], tags: [] });
  assert.is(pruned.search, everything.search);
  assert.is(withoutUnknownRecords(pruned, known), pruned);
  const peopleUnchecked = withoutUnknownRecords(everything, { tags: new Set(['t1']), products: new Set(['p2']) });
  assert.equal(peopleUnchecked.recordSets, { ...everything.recordSets, products: ['p2'] }, 'record sets not given are kept as they are');
});

query('a filter names records when any record set holds an id', () => {
  assert.not.ok(hasRecords(SEARCH_FILTER_DEFAULTS));
  assert.ok(hasRecords(everything));
  assert.ok(hasRecords({ ...SEARCH_FILTER_DEFAULTS, recordSets: { ...SEARCH_FILTER_DEFAULTS.recordSets, owners: ['r9'] } }));
});

query('a range whose To day is before its From day is an error and is not sent; the other ranges still are', () => {
  assert.is(dateRangeError({ from: '2026-05-02', to: '2026-05-01' }), 'The To day is before the From day: choose a To day on or after it.');
  assert.is(RANGE_BACKWARDS_MESSAGE, 'The To day is before the From day: choose a To day on or after it.');
  assert.is(dateRangeError({ from: '2026-05-01', to: '2026-05-01' }), null, 'one day is a range');
  assert.is(dateRangeError({ from: '2026-05-01', to: null }), null);
  assert.is(dateRangeError({ from: null, to: '2026-05-01' }), null);
  assert.is(dateRangeError(null), null);
  const filter: SearchFilter = {
    ...SEARCH_FILTER_DEFAULTS,
    dates: { createdAt: { from: '2026-05-02', to: '2026-05-01' }, closedAt: null, eta: { from: '2026-06-01', to: '2026-06-30' } },
  };
  assert.equal(searchVariables(filter, null).filter, { etaAfter: '2026-06-01T00:00:00.000Z', etaBefore: '2026-06-30T23:59:59.999Z' });
});

query.run();

const row: SearchRow = {
  id: '1',
  localId: 12,
  title: 'Fix sync, "again"',
  displayState: 'InProgress',
  health: 'OK',
  status: 'SCHEDULED',
  publication: 'PUBLISHED',
  createdAt: '2026-01-02T10:00:00.000Z',
  projectionPending: false,
  favorite: false,
  project: { id: 'pr', name: 'Mobile' },
  tags: [
    { id: 't1', name: 'bug', color: 'BLUE' },
    { id: 't2', name: 'ios', color: 'PINK' },
  ],
  states: [
    { id: 's1', assignee: { id: 'r1', name: 'Ana Lima', status: 'ACCEPTED', avatarUrl: null } },
    { id: 's2', assignee: { id: 'r2', name: 'Bo Chen', status: 'ACCEPTED', avatarUrl: null } },
    { id: 's3', assignee: { id: 'r1', name: 'Ana Lima', status: 'ACCEPTED', avatarUrl: null } },
    { id: 's4', assignee: null },
  ],
  product: { id: 'p', name: 'Player' },
  owner: { id: 'r1', name: 'Ana Lima', status: 'ACCEPTED', avatarUrl: null },
  closedAt: null,
  eta: '2026-02-01T00:00:00.000Z',
  dueDate: '2026-01-31T00:00:00.000Z',
};

const csv = suite('the CSV export');

csv('plain cells are left as they are', () => {
  assert.is(csvCell('Design the album page'), 'Design the album page');
  assert.is(csvCell(''), '');
  assert.is(csvCell('#12'), '#12');
});

csv('commas, quotes and line breaks are quoted, quotes doubled', () => {
  assert.is(csvCell('a,b'), '"a,b"');
  assert.is(csvCell('say "hi"'), '"say ""hi"""');
  assert.is(csvCell('two\nlines'), '"two\nlines"');
  assert.is(csvCell('cr\rhere'), '"cr\rhere"');
});

csv('cells that a spreadsheet would run as a formula are prefixed with a quote', () => {
  assert.is(csvCell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`);
  assert.is(csvCell('+1'), "'+1");
  assert.is(csvCell('-2+3'), "'-2+3");
  assert.is(csvCell('@SUM(A1)'), "'@SUM(A1)");
  assert.is(csvCell('\tcmd'), "'\tcmd");
  assert.is(csvCell('a=b'), 'a=b', 'only at the start');
});

csv('a CSV is the header and the rows, each line ended by CRLF', () => {
  assert.is(csvText(['A', 'B'], [['1', 'x,y'], ['2', '']]), 'A,B\r\n1,"x,y"\r\n2,\r\n');
  assert.is(csvText(['A'], []), 'A\r\n');
});

csv('a ticket fills the thirteen columns in order', () => {
  assert.equal(searchCsvCells(row), [
    '#12',
    'Fix sync, "again"',
    'In progress',
    'On the schedule',
    'Mobile',
    'Player',
    'Ana Lima',
    'Ana Lima; Bo Chen',
    'bug; ios',
    '2026-01-02T10:00:00.000Z',
    '',
    '2026-01-31T00:00:00.000Z',
    '2026-02-01T00:00:00.000Z',
  ]);
  assert.is(SEARCH_CSV_COLUMNS.length, searchCsvCells(row).length);
  const bare = searchCsvCells({ ...row, project: null, product: null, owner: null, tags: [], states: [], eta: null, dueDate: null, closedAt: '2026-03-03T00:00:00.000Z' });
  assert.equal(bare.slice(4), ['', '', '', '', '', '2026-01-02T10:00:00.000Z', '2026-03-03T00:00:00.000Z', '', '']);
});

csv('the export of search results', () => {
  const text = searchCsv([row, { ...row, id: '2', localId: 13, title: '=cmd|calc' }]);
  const lines = text.split('\r\n');
  assert.is(lines[0], 'ID,Title,State,Schedule,Project,Product,Owner,Assignees,Tags,Created,Closed,Due,ETA');
  assert.ok(lines[1]!.startsWith('#12,"Fix sync, ""again""",In progress,On the schedule,Mobile,Player,Ana Lima,Ana Lima; Bo Chen,bug; ios,'));
  assert.ok(lines[2]!.startsWith("#13,'=cmd|calc,"));
  assert.is(lines.length, 4, 'three lines and the empty rest after the last CRLF');
});

csv('the file is named after the day of the export', () => {
  assert.is(searchCsvFileName(Date.UTC(2026, 10, 22, 23, 59)), 'tickets-search-2026-11-22.csv');
});

csv('result pages are checked before they enter the app', () => {
  const page = { totalCount: 1, pageInfo: { endCursor: 'c', hasNextPage: false }, nodes: [row] };
  assert.ok(isSearchConnection(page));
  assert.ok(isSearchRow(row));
  assert.not.ok(isSearchRow({ ...row, eta: 5 }));
  assert.not.ok(isSearchRow({ ...row, product: { id: 'p' } }));
  assert.not.ok(isSearchConnection({ ...page, nodes: [{ ...row, owner: 'Ana' }] }));
  assert.not.ok(isSearchConnection({ ...page, pageInfo: null }));
  assert.not.ok(isSearchConnection({ ...page, pageInfo: { endCursor: 3, hasNextPage: true } }));
  assert.not.ok(isSearchConnection({ nodes: [] }));
  assert.not.ok(isSearchConnection(null));
});

csv.run();
