/** getProofOfWork, issueByToken and updateIssueByToken (members reply through resolvers/inbox.ts). */
import type { ResolverMap } from '../context.ts';
import { userError } from '../errors.ts';
import type { PowService } from '../pow.ts';

type Args = Record<string, unknown>;

/** Checks and uses up the proof of work a call carries. */
export function requireProof(pow: PowService, input: Args): void {
  const failure = pow.verify(input['proof'], input['hash']);
  if (failure) throw userError(failure.message, failure.code);
}

function tokenOf(args: Args): string {
  const token = args['token'];
  if (typeof token !== 'string' || token === '' || token.length > 256) throw userError('This support case does not exist', 'NOT_FOUND');
  return token;
}

export const supportResolvers: ResolverMap = {
  Query: {
    getProofOfWork: (_root, _args, { pow }) => pow.challenge(),
    issueByToken: (_root, args, { support }) => {
      const token = args['token'];
      return typeof token === 'string' && token.length <= 256 ? support.caseForClient(token) : null;
    },
  },
  Mutation: {
    updateIssueByToken: (_root, args, { support, pow }) => {
      const token = tokenOf(args);
      const input = (args['input'] ?? {}) as Args;
      const update = support.checkClientUpdate(input);
      requireProof(pow, input);
      return support.applyClientUpdate(token, update);
    },
  },
};
