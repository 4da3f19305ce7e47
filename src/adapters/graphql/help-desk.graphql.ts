/** HelpDesk over GraphQL. */
import { Effect, Layer } from 'effect';
import { HelpDesk } from '../../application/support/help-desk.port.ts';
import { checked } from './checked.ts';
import { ContactSupportDocument } from './generated/account-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const isContact = (value: unknown): boolean => typeof (value as { localId?: unknown } | null)?.localId === 'number';

/** The real help desk, as a layer over a client. */
export function helpDeskLayer(client: GraphQLClient) {
  return Layer.succeed(HelpDesk)({
    contact: (message, pageUrl) =>
      client
        .execute(ContactSupportDocument, { input: { message, pageUrl } })
        .pipe(Effect.flatMap((data) => checked<{ localId: number }>(data.contactSupport, isContact, 'an answer'))),
  });
}
