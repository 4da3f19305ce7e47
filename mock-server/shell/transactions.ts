/**
 * Every GraphQL mutation is atomic: its writes are committed together before the answer is sent,
 * or not at all. A mutation whose root field failed (bad input, a refusal, an unexpected error) is
 * undone whole, so nothing is ever half-written; an error deeper in the answer (a field the caller
 * may not read) does not undo the write it reports on. Mutations arriving together are committed
 * together (group commit, Database.member: one transaction, one commit, each mutation in a savepoint
 * of its own when it writes), which is what lets an embedded database take a thousand writes a second.
 *
 * A few mutations do slow work that needs no database (hashing a password, building a demo) and open their own
 * short transactions around their writes instead, so the database is not held while they hash:
 * SELF_TRANSACTED names them.
 */
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Database } from '../store/database.ts';

/** Mutations that group their own writes in transactions (see above). */
export const SELF_TRANSACTED: ReadonlySet<string> = new Set(['login', 'register', 'registerFromInvite', 'passwordReset', 'requestDemo']);

function rootFieldFailed(result: ExecutionResult): boolean {
  return (result.errors ?? []).some((error) => (error.path?.length ?? 0) <= 1);
}

export function transactionPlugin(database: Database): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = operation.selectionSet.selections.flatMap((selection) => (selection.kind === 'Field' ? [selection.name.value] : []));
      if (fields.length > 0 && fields.every((name) => SELF_TRANSACTED.has(name))) return;
      // Group commit: mutations arriving together share one transaction, each undone alone if it fails.
      setExecuteFn((executeArgs) =>
        database.member(
          async () => executeFn(executeArgs),
          (result) => !(Symbol.asyncIterator in (result as object)) && rootFieldFailed(result as ExecutionResult),
        ),
      );
    },
  };
}
