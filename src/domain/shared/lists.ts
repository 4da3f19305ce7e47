/**
 * List data (specification §3, §9): the page a list shows, the merge of cursor-paginated ticket
 * results (moreTickets), documentation titles replaced on update, and comment replies appended.
 * Each function returns its input unchanged when there is nothing to change.
 */
import { LIST_PAGE_DEFAULTS } from './constants.ts';

/** Which page of a list is shown, and in which order. */
export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sortDirection: 'ASC' | 'DESC';
  readonly sortBy: string;
}

/** The first page, 10 per page, oldest first (§9 Default list page). */
export const DEFAULT_LIST_PAGE: ListPage = LIST_PAGE_DEFAULTS;

/** A change the list's controls ask for. */
export type ListPageChange =
  | { readonly type: 'page'; readonly page: number }
  | { readonly type: 'pageSize'; readonly pageSize: number }
  | { readonly type: 'sort'; readonly sortBy: string; readonly sortDirection: 'ASC' | 'DESC' };

/**
 * The page after a change. A new size or order goes back to the first page, because the old page
 * number points at different rows; a page below 0 or a size below 1 is refused.
 */
export function changeListPage(current: ListPage, change: ListPageChange): ListPage {
  switch (change.type) {
    case 'page':
      if (!Number.isInteger(change.page) || change.page < 0 || change.page === current.page) return current;
      return { ...current, page: change.page };
    case 'pageSize':
      if (!Number.isInteger(change.pageSize) || change.pageSize < 1 || change.pageSize === current.pageSize) return current;
      return { ...current, page: 0, pageSize: change.pageSize };
    case 'sort':
      if (change.sortBy === current.sortBy && change.sortDirection === current.sortDirection) return current;
      return { ...current, page: 0, sortBy: change.sortBy, sortDirection: change.sortDirection };
    default: {
      const _never: never = change;
      return _never;
    }
  }
}

/** Where a cursor-paginated result ends. */
export interface PageInfo {
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}

/** A cursor-paginated result, such as moreTickets. */
export interface Connection<Node extends { readonly id: string }> {
  readonly totalCount: number;
  readonly pageInfo: PageInfo;
  readonly nodes: readonly Node[];
}

/** Nodes merged by id: a node already listed is replaced where it stands, a new one is appended. */
function mergeNodes<Node extends { readonly id: string }>(existing: readonly Node[], incoming: readonly Node[]): readonly Node[] {
  const merged = [...existing];
  const at = new Map(existing.map((node, i) => [node.id, i]));
  for (const node of incoming) {
    const i = at.get(node.id);
    if (i === undefined) {
      at.set(node.id, merged.length);
      merged.push(node);
    } else {
      merged[i] = node;
    }
  }
  return merged;
}

/**
 * The list after fetching more tickets: with a cursor the page is merged into what is loaded, and
 * count and page info follow the newest page; without a cursor the fetch starts afresh.
 */
export function mergeMoreTickets<Node extends { readonly id: string }>(
  existing: Connection<Node> | null,
  incoming: Connection<Node>,
  after: string | null,
): Connection<Node> {
  const fresh = { totalCount: incoming.totalCount, pageInfo: incoming.pageInfo, nodes: mergeNodes([], incoming.nodes) };
  if (!after || existing === null) return fresh;
  return { ...fresh, nodes: mergeNodes(existing.nodes, incoming.nodes) };
}

/** A documentation page as listed in a table of contents. */
export interface TitledDocument {
  readonly id: string;
  readonly title: string;
}

/** The documents with one title replaced after an update; an unknown id or the same title keeps the list. */
export function replaceDocumentationTitle<Doc extends TitledDocument>(docs: readonly Doc[], update: TitledDocument): readonly Doc[] {
  const i = docs.findIndex((doc) => doc.id === update.id);
  const doc = docs[i];
  if (doc === undefined || doc.title === update.title) return docs;
  return docs.with(i, { ...doc, title: update.title });
}

/** A comment with its replies, oldest first. */
export interface RepliedComment<Reply extends { readonly id: string }> {
  readonly id: string;
  readonly replies: readonly Reply[];
}

/**
 * The comments with replies appended to one of them. Replies it already has are skipped, so a
 * reply that arrives both from the mutation and from a refetch is listed once.
 */
export function appendCommentReplies<Reply extends { readonly id: string }, Comment extends RepliedComment<Reply>>(
  comments: readonly Comment[],
  commentId: string,
  replies: readonly Reply[],
): readonly Comment[] {
  const i = comments.findIndex((comment) => comment.id === commentId);
  const comment = comments[i];
  if (comment === undefined) return comments;
  const added = mergeNodes<Reply>([], replies).filter((reply) => !comment.replies.some((known) => known.id === reply.id));
  if (added.length === 0) return comments;
  return comments.with(i, { ...comment, replies: [...comment.replies, ...added] });
}
