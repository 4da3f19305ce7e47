/** SupportCaseGateway over GraphQL: every answer is checked before it becomes a domain Issue. */
import { Effect, Layer } from 'effect';
import { GraphQLError } from '../../application/shared/errors.ts';
import { SupportCaseGateway } from '../../application/support/support-case-gateway.port.ts';
import type { Issue } from '../../domain/support/issue.ts';
import { validateIssuePayload } from '../../domain/validation/validate.ts';
import { IssueByTokenDocument, UpdateIssueByTokenDocument } from './generated/sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

function toIssue(payload: unknown): Effect.Effect<Issue, GraphQLError> {
  const checked = validateIssuePayload(payload);
  return checked.ok ? Effect.succeed(checked.value) : Effect.fail(new GraphQLError({ message: 'The server sent a case this page cannot read' }));
}

/** The real gateway, as a layer over a client. */
export function supportCaseGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(SupportCaseGateway)({
    fetchCase: (token) =>
      client
        .query(IssueByTokenDocument, { token }, { fetchPolicy: 'network-only' })
        .pipe(Effect.flatMap((data) => (data.issueByToken === null ? Effect.succeed(null) : toIssue(data.issueByToken)))),
    updateCase: (token, update, proof) =>
      client
        .execute(UpdateIssueByTokenDocument, { token, input: { ...update, proof: proof.proof, hash: proof.hash } })
        .pipe(Effect.flatMap((data) => toIssue(data.updateIssueByToken))),
  });
}
