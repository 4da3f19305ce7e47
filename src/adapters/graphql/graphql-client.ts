/**
 * The GraphQL client: POST /graphql with credentials, the `organization` header, identical
 * in-flight queries shared, `network-only` and `cache-and-network` policies, and network errors
 * kept apart from GraphQL errors.
 */
import { Effect } from 'effect';
import { GraphQLError, NetworkError, type RequestError } from '../../application/shared/errors.ts';
import { cleanServerMessage } from '../../domain/shared/messages.ts';

export type FetchPolicy = 'network-only' | 'cache-and-network';

/** A generated document (any area's SDK): its text, typed with its result and variables. */
export interface TypedDocumentString<R, V> {
  toString(): string;
  readonly __apiType?: (variables: V) => R;
}

export interface GraphQLClientOptions {
  readonly endpoint: string;
  readonly fetch: typeof globalThis.fetch;
  /** The organization id for the `organization` header (null outside /org/{id}). */
  readonly organizationId: () => number | null;
}

export interface RequestOptions<R> {
  readonly fetchPolicy?: FetchPolicy;
  /** With `cache-and-network`: called at once with the cached answer, if there is one. */
  readonly onCached?: (data: R) => void;
}

export interface GraphQLClient {
  readonly query: <R, V>(document: TypedDocumentString<R, V>, variables: V, options?: RequestOptions<R>) => Effect.Effect<R, RequestError>;
  /** Never shared, never cached: mutations, and queries whose answer is single-use. */
  readonly execute: <R, V>(document: TypedDocumentString<R, V>, variables: V) => Effect.Effect<R, RequestError>;
  /** Forgets every cached answer (after login and logout). */
  readonly reset: () => void;
}

interface GraphQLResponse {
  readonly data?: unknown;
  readonly errors?: readonly { readonly message?: unknown; readonly extensions?: { readonly code?: unknown; readonly field?: unknown } }[];
}

const OPERATION = /\b(query|mutation|subscription)\s+(\w+)/;

/** The operation's name, read from its text. */
export function operationNameOf(document: string): string | null {
  return OPERATION.exec(document)?.[2] ?? null;
}

function firstError(body: GraphQLResponse): GraphQLError | null {
  const error = body.errors?.[0];
  if (!error) return null;
  const message = typeof error.message === 'string' ? cleanServerMessage(error.message) : 'Unexpected error.';
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const field = typeof error.extensions?.field === 'string' ? error.extensions.field : undefined;
  return new GraphQLError({ message, code, ...(field === undefined ? {} : { field }) });
}

/** Builds a client over a fetch function. */
export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  const inFlight = new Map<string, Promise<unknown>>();
  const cache = new Map<string, unknown>();

  async function send(query: string, variables: unknown, organizationId: number | null): Promise<unknown> {
    let response: Response;
    try {
      response = await options.fetch(options.endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json', organization: String(organizationId) },
        body: JSON.stringify({ operationName: operationNameOf(query), variables, query }),
      });
    } catch (cause) {
      throw new NetworkError({ message: cause instanceof Error ? cause.message : 'The request failed' });
    }
    let body: GraphQLResponse;
    try {
      body = (await response.json()) as GraphQLResponse;
    } catch {
      throw new NetworkError({ message: `The server answered ${response.status} without GraphQL` });
    }
    const error = firstError(body);
    if (error) throw error;
    if (body.data === undefined || body.data === null) throw new NetworkError({ message: `The server answered ${response.status} without data` });
    return body.data;
  }

  const asRequestError = (cause: unknown): RequestError =>
    cause instanceof GraphQLError || cause instanceof NetworkError
      ? cause
      : new NetworkError({ message: cause instanceof Error ? cause.message : 'The request failed' });

  function query<R, V>(document: TypedDocumentString<R, V>, variables: V, requestOptions: RequestOptions<R> = {}): Effect.Effect<R, RequestError> {
    return Effect.suspend(() => {
      const text = document.toString();
      const organizationId = options.organizationId();
      const key = JSON.stringify([text, variables, organizationId]);
      if (requestOptions.fetchPolicy === 'cache-and-network' && cache.has(key)) requestOptions.onCached?.(cache.get(key) as R);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = send(text, variables, organizationId).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const shared = pending as Promise<R>;
      return Effect.tryPromise({ try: () => shared, catch: asRequestError }).pipe(
        Effect.tap((data) => Effect.sync(() => cache.set(key, data))),
      );
    });
  }

  function execute<R, V>(document: TypedDocumentString<R, V>, variables: V): Effect.Effect<R, RequestError> {
    return Effect.tryPromise({
      try: () => send(document.toString(), variables, options.organizationId()),
      catch: asRequestError,
    }) as Effect.Effect<R, RequestError>;
  }

  return { query, execute, reset: () => cache.clear() };
}
