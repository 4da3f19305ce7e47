/** Notes (schema/note.graphql): the caller's own notes in the organization of the request, every accepted role. */
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import { input } from '../shared/args.ts';
import { callerScope } from '../work/scope.ts';
import type { Notes } from './notes.ts';

/** What note resolvers need. */
type NoteContext = RequestContext & { readonly notes: Notes };

export const noteResolvers: ResolverMap<NoteContext> = {
  Query: {
    notes: async (_root, _args, context) => context.notes.list(await callerScope(context)),
  },
  // Each mutation takes one `input`, checked whole.
  Mutation: {
    createNote: async (_root, args, context) => context.notes.create(await callerScope(context), input(args)),
    updateNote: async (_root, args, context) => ({ note: context.notes.update(await callerScope(context), input(args)) }),
    deleteNote: async (_root, args, context) => context.notes.delete(await callerScope(context), input(args)),
    moveNote: async (_root, args, context) => ({ notes: context.notes.move(await callerScope(context), input(args)) }),
  },
};
