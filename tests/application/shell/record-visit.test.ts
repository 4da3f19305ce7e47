/** The account area records the organization pages a person opens: once per page in a row, silently. */
import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { MembershipGateway } from '../../../src/application/accounts/membership-gateway.port.ts';
import { SessionGateway } from '../../../src/application/accounts/session-gateway.port.ts';
import { createAccountArea } from '../../../src/application/shell/account-area.ts';
import type { NotificationInput } from '../../../src/domain/shared/notifications.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

const visits = suite('recording visits');

visits('each page once in a row; a failure tells the person nothing', async () => {
  const recorded: string[] = [];
  const notes: NotificationInput[] = [];
  const runner = runtimeOf(
    Layer.mergeAll(
      stubLayer(SessionGateway, {}),
      stubLayer(MembershipGateway, {
        recordVisit: (path) => (recorded.push(path), path.endsWith('/broken') ? Effect.fail(new GraphQLError({ message: 'down' })) : Effect.void),
      }),
    ),
  );
  const area = createAccountArea({ runner: runner as never, notify: (note) => notes.push(note), navigator: { go: () => {}, reload: () => {} }, locale: { timeZone: () => 'UTC' } });
  for (const path of ['/org/7/ticket', '/org/7/ticket', '/org/7/explorer', '/org/7/ticket', '/org/7/broken']) area.recordVisit(path);
  await settle();
  assert.equal(recorded, ['/org/7/ticket', '/org/7/explorer', '/org/7/ticket', '/org/7/broken']);
  assert.equal(notes, []);
});

visits.run();
