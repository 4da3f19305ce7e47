/**
 * Every error the API answers carries `extensions.code`, so a client can tell bad input from a
 * fault: GraphQL's own refusals get one too (a query that does not validate:
 * GRAPHQL_VALIDATION_FAILED; variables of the wrong type, such as `first: 1.5`: BAD_USER_INPUT).
 */
import { GraphQLError } from 'graphql';

/** The error with `code` in its extensions, unless it has a code already. */
export function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions?.['code'] !== undefined) return error;
  return new GraphQLError(error.message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.source ? { source: error.source } : {}),
    ...(error.positions ? { positions: error.positions } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.originalError ? { originalError: error.originalError } : {}),
    extensions: { ...error.extensions, code },
  });
}

interface ExecutionResultLike {
  readonly data?: unknown;
  readonly errors?: readonly GraphQLError[];
}

/** The yoga plugin that adds the codes. */
export const errorCodesPlugin = {
  onValidate() {
    return ({ result, setResult }: { result: readonly GraphQLError[]; setResult: (errors: GraphQLError[]) => void }) => {
      if (result.length > 0) setResult(result.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')));
    };
  },
  onExecute() {
    return {
      onExecuteDone({ result, setResult }: { result: unknown; setResult: (result: ExecutionResultLike) => void }) {
        if (typeof result !== 'object' || result === null || Symbol.asyncIterator in result) return;
        const answer = result as ExecutionResultLike;
        // No data at all: the request was refused before any field ran (its variables did not fit).
        if (answer.data !== undefined || !answer.errors?.length) return;
        setResult({ ...answer, errors: answer.errors.map((error) => withCode(error, 'BAD_USER_INPUT')) });
      },
    };
  },
};
