/** BlackoutGateway over GraphQL: every answer checked before it becomes a blackout. */
import { Effect, Layer } from 'effect';
import { BlackoutGateway, type Blackouts } from '../../application/time/blackout-gateway.port.ts';
import type { OneOffBlackout, OneOffBlackoutInput, RecurringBlackout, RecurringBlackoutInput } from '../../domain/time/blackout.ts';
import { isListOf, isOneOffBlackout, isRecurringBlackout } from '../../domain/time/blackout-forms.ts';
import { checked } from './checked.ts';
import {
  BlackoutDocument, BlackoutsDocument, CreateBlackoutDocument, CreateRecurringBlackoutDocument, DeleteBlackoutDocument, DeleteRecurringBlackoutDocument,
  RecurringBlackoutDocument, UpdateBlackoutDocument, UpdateRecurringBlackoutDocument,
} from './generated/work-sdk.ts';
import type { GraphQLClient } from './graphql-client.ts';

const fresh = { fetchPolicy: 'network-only' } as const;
const oneOff = (payload: unknown) => checked<OneOffBlackout>(payload, isOneOffBlackout, 'a blackout time');
const recurring = (payload: unknown) => checked<RecurringBlackout>(payload, isRecurringBlackout, 'a recurring blackout time');
const oneOffInput = (input: OneOffBlackoutInput) => ({ name: input.name, start: input.start, stop: input.stop, roleIds: [...input.roleIds] });
const recurringInput = (input: RecurringBlackoutInput) => ({
  name: input.name,
  weekdays: [...input.weekdays],
  startTime: input.startTime,
  stopTime: input.stopTime,
  timeZone: input.timeZone,
  roleIds: [...input.roleIds],
});

/** The real gateway, as a layer over a client. */
export function blackoutGatewayLayer(client: GraphQLClient) {
  return Layer.succeed(BlackoutGateway)({
    all: () =>
      client.query(BlackoutsDocument, {}, fresh).pipe(
        Effect.flatMap((data) =>
          checked<Blackouts>(
            { oneOffs: data.blackoutTimes, recurring: data.recurringBlackoutTimes },
            (value) => isListOf(isOneOffBlackout)((value as Blackouts).oneOffs) && isListOf(isRecurringBlackout)((value as Blackouts).recurring),
            'blackout times',
          ),
        ),
      ),
    oneOff: (id) => client.query(BlackoutDocument, { id }, fresh).pipe(Effect.flatMap((data) => (data.blackoutTime === null ? Effect.succeed(null) : oneOff(data.blackoutTime)))),
    createOneOff: (input) =>
      client.execute(CreateBlackoutDocument, { input: oneOffInput(input) }).pipe(Effect.flatMap((data) => oneOff(data.createBlackoutTime.blackoutTime))),
    updateOneOff: (id, input) =>
      client.execute(UpdateBlackoutDocument, { input: { id, ...oneOffInput(input) } }).pipe(Effect.flatMap((data) => oneOff(data.updateBlackoutTime.blackoutTime))),
    deleteOneOff: (id) => client.execute(DeleteBlackoutDocument, { input: { id } }).pipe(Effect.asVoid),
    recurring: (id) =>
      client.query(RecurringBlackoutDocument, { id }, fresh).pipe(Effect.flatMap((data) => (data.recurringBlackoutTime === null ? Effect.succeed(null) : recurring(data.recurringBlackoutTime)))),
    createRecurring: (input) =>
      client
        .execute(CreateRecurringBlackoutDocument, { input: recurringInput(input) })
        .pipe(Effect.flatMap((data) => recurring(data.createRecurringBlackoutTime.recurringBlackoutTime))),
    updateRecurring: (id, input) =>
      client
        .execute(UpdateRecurringBlackoutDocument, { input: { id, ...recurringInput(input) } })
        .pipe(Effect.flatMap((data) => recurring(data.updateRecurringBlackoutTime.recurringBlackoutTime))),
    deleteRecurring: (id) => client.execute(DeleteRecurringBlackoutDocument, { input: { id } }).pipe(Effect.asVoid),
  });
}
