import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  appendCommentReplies,
  changeListPage,
  DEFAULT_LIST_PAGE,
  mergeMoreTickets,
  replaceDocumentationTitle,
  type Connection,
  type ListPage,
} from '../../../src/domain/shared/lists.ts';

interface Ticket {
  readonly id: string;
  readonly title: string;
}

const firstPage: Connection<Ticket> = {
  totalCount: 5,
  pageInfo: { endCursor: 'c2', hasNextPage: true },
  nodes: [
    { id: 't1', title: 'Login fails' },
    { id: 't2', title: 'Slow search' },
  ],
};

const thirdPage: ListPage = { ...DEFAULT_LIST_PAGE, page: 2, sortBy: 'title', sortDirection: 'DESC' };

// ---------------------------------------------------------------------------------------------

const atDefaults = suite('list page: at the defaults');

atDefaults('a list shows page 0, 10 per page, ascending by createdAt', () => {
  assert.equal(DEFAULT_LIST_PAGE, { page: 0, pageSize: 10, sortDirection: 'ASC', sortBy: 'createdAt' });
});

atDefaults('a page change goes to that page', () => {
  assert.equal(changeListPage(DEFAULT_LIST_PAGE, { type: 'page', page: 3 }), { ...DEFAULT_LIST_PAGE, page: 3 });
});

atDefaults('a change to the page already shown returns the same page', () => {
  assert.is(changeListPage(DEFAULT_LIST_PAGE, { type: 'page', page: 0 }), DEFAULT_LIST_PAGE);
});

atDefaults('a page below 0 or not whole is refused', () => {
  assert.is(changeListPage(DEFAULT_LIST_PAGE, { type: 'page', page: -1 }), DEFAULT_LIST_PAGE);
  assert.is(changeListPage(DEFAULT_LIST_PAGE, { type: 'page', page: 1.5 }), DEFAULT_LIST_PAGE);
});

atDefaults('a size below 1 or not whole is refused, and the same size returns the same page', () => {
  assert.is(changeListPage(DEFAULT_LIST_PAGE, { type: 'pageSize', pageSize: 0 }), DEFAULT_LIST_PAGE);
  assert.is(changeListPage(DEFAULT_LIST_PAGE, { type: 'pageSize', pageSize: 2.5 }), DEFAULT_LIST_PAGE);
  assert.is(changeListPage(DEFAULT_LIST_PAGE, { type: 'pageSize', pageSize: 10 }), DEFAULT_LIST_PAGE);
});

atDefaults('the same sort returns the same page', () => {
  assert.is(changeListPage(DEFAULT_LIST_PAGE, { type: 'sort', sortBy: 'createdAt', sortDirection: 'ASC' }), DEFAULT_LIST_PAGE);
});

atDefaults.run();

// ---------------------------------------------------------------------------------------------

const laterPage = suite('list page: when on a later page');

laterPage('a page change keeps size and sort', () => {
  assert.equal(changeListPage(thirdPage, { type: 'page', page: 1 }), { ...thirdPage, page: 1 });
});

laterPage('a new size goes back to page 0', () => {
  assert.equal(changeListPage(thirdPage, { type: 'pageSize', pageSize: 25 }), { ...thirdPage, page: 0, pageSize: 25 });
});

laterPage('a new sort field goes back to page 0', () => {
  assert.equal(changeListPage(thirdPage, { type: 'sort', sortBy: 'eta', sortDirection: 'DESC' }), { ...thirdPage, page: 0, sortBy: 'eta' });
});

laterPage('a new sort direction goes back to page 0', () => {
  assert.equal(changeListPage(thirdPage, { type: 'sort', sortBy: 'title', sortDirection: 'ASC' }), { ...thirdPage, page: 0, sortDirection: 'ASC' });
});

laterPage.run();

// ---------------------------------------------------------------------------------------------

const nothingLoaded = suite('moreTickets: when nothing is loaded');

nothingLoaded('the first page is taken as it comes', () => {
  assert.equal(mergeMoreTickets(null, firstPage, null), firstPage);
});

nothingLoaded('a page fetched with a cursor but nothing loaded is taken as it comes', () => {
  assert.equal(mergeMoreTickets(null, firstPage, 'c0'), firstPage);
});

nothingLoaded('a page repeating a node keeps it once, at its first place, with its last version', () => {
  const repeated = { ...firstPage, nodes: [...firstPage.nodes, { id: 't1', title: 'Login fails on Safari' }] };
  assert.equal(mergeMoreTickets(null, repeated, null).nodes, [
    { id: 't1', title: 'Login fails on Safari' },
    { id: 't2', title: 'Slow search' },
  ]);
});

nothingLoaded.run();

// ---------------------------------------------------------------------------------------------

const pageLoaded = suite('moreTickets: when a page is loaded');

pageLoaded('the next page appends new nodes and takes the new count and page info', () => {
  const next: Connection<Ticket> = { totalCount: 6, pageInfo: { endCursor: 'c4', hasNextPage: false }, nodes: [{ id: 't3', title: 'Typo' }] };
  assert.equal(mergeMoreTickets(firstPage, next, 'c2'), {
    totalCount: 6,
    pageInfo: { endCursor: 'c4', hasNextPage: false },
    nodes: [...firstPage.nodes, { id: 't3', title: 'Typo' }],
  });
  assert.is(firstPage.nodes.length, 2, 'the loaded list is not mutated');
});

pageLoaded('a node already loaded is replaced where it stands', () => {
  const next: Connection<Ticket> = {
    totalCount: 5,
    pageInfo: { endCursor: 'c4', hasNextPage: true },
    nodes: [{ id: 't1', title: 'Login fails (fixed)' }, { id: 't3', title: 'Typo' }],
  };
  assert.equal(mergeMoreTickets(firstPage, next, 'c2').nodes, [
    { id: 't1', title: 'Login fails (fixed)' },
    { id: 't2', title: 'Slow search' },
    { id: 't3', title: 'Typo' },
  ]);
});

pageLoaded('a fetch without a cursor starts afresh', () => {
  const refetched: Connection<Ticket> = { totalCount: 1, pageInfo: { endCursor: 'c1', hasNextPage: false }, nodes: [{ id: 't9', title: 'New' }] };
  assert.equal(mergeMoreTickets(firstPage, refetched, null), refetched);
  assert.equal(mergeMoreTickets(firstPage, refetched, ''), refetched, 'an empty cursor is no cursor');
});

pageLoaded.run();

// ---------------------------------------------------------------------------------------------

const docs = [
  { id: 'd1', title: 'Getting started', slug: 'start' },
  { id: 'd2', title: 'Billing', slug: 'billing' },
];

const titles = suite('documentation titles');

titles('an update replaces that document title and keeps its other fields', () => {
  assert.equal(replaceDocumentationTitle(docs, { id: 'd2', title: 'Plans and billing' }), [
    { id: 'd1', title: 'Getting started', slug: 'start' },
    { id: 'd2', title: 'Plans and billing', slug: 'billing' },
  ]);
  assert.is(docs[1]?.title, 'Billing', 'the list is not mutated');
});

titles('an update of an unknown document returns the same list', () => {
  assert.is(replaceDocumentationTitle(docs, { id: 'd9', title: 'Other' }), docs);
});

titles('an update with the same title returns the same list', () => {
  assert.is(replaceDocumentationTitle(docs, { id: 'd1', title: 'Getting started' }), docs);
});

titles.run();

// ---------------------------------------------------------------------------------------------

const comments = [
  { id: 'c1', body: 'Looks good', replies: [{ id: 'r1', body: 'Thanks' }] },
  { id: 'c2', body: 'Needs tests', replies: [] },
];

const replies = suite('comment replies');

replies('a reply is appended to its comment and the other comments stay', () => {
  const next = appendCommentReplies(comments, 'c1', [{ id: 'r2', body: 'Merged' }]);
  assert.equal(next[0]?.replies, [{ id: 'r1', body: 'Thanks' }, { id: 'r2', body: 'Merged' }]);
  assert.is(next[1], comments[1]);
  assert.is(comments[0]?.replies.length, 1, 'the comments are not mutated');
});

replies('replies the comment already has are skipped, and a repeated new reply is added once', () => {
  const next = appendCommentReplies(comments, 'c1', [{ id: 'r1', body: 'Thanks' }, { id: 'r3', body: 'a' }, { id: 'r3', body: 'a' }]);
  assert.equal(next[0]?.replies.map((reply) => reply.id), ['r1', 'r3']);
});

replies('replies all already there return the same list', () => {
  assert.is(appendCommentReplies(comments, 'c1', [{ id: 'r1', body: 'Thanks' }]), comments);
});

replies('replies to an unknown comment return the same list', () => {
  assert.is(appendCommentReplies(comments, 'c9', [{ id: 'r5', body: 'Lost' }]), comments);
});

replies.run();
