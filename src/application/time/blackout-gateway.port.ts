/** BlackoutGateway: the blackout times of the current organization (one-off and recurring). */
import { Context, type Effect } from 'effect';
import type { OneOffBlackout, OneOffBlackoutInput, RecurringBlackout, RecurringBlackoutInput } from '../../domain/time/blackout.ts';
import type { RequestError } from '../shared/errors.ts';

/** Every blackout of the organization. */
export interface Blackouts {
  readonly oneOffs: readonly OneOffBlackout[];
  readonly recurring: readonly RecurringBlackout[];
}

type Found<T> = Effect.Effect<T | null, RequestError>;
type Answer<T> = Effect.Effect<T, RequestError>;

/** The port: what the blackout pages and the dashboard read and change. */
export class BlackoutGateway extends Context.Service<
  BlackoutGateway,
  {
    readonly all: () => Answer<Blackouts>;
    readonly oneOff: (id: string) => Found<OneOffBlackout>;
    readonly createOneOff: (input: OneOffBlackoutInput) => Answer<OneOffBlackout>;
    readonly updateOneOff: (id: string, input: OneOffBlackoutInput) => Answer<OneOffBlackout>;
    readonly deleteOneOff: (id: string) => Answer<void>;
    readonly recurring: (id: string) => Found<RecurringBlackout>;
    readonly createRecurring: (input: RecurringBlackoutInput) => Answer<RecurringBlackout>;
    readonly updateRecurring: (id: string, input: RecurringBlackoutInput) => Answer<RecurringBlackout>;
    readonly deleteRecurring: (id: string) => Answer<void>;
  }
>()('BlackoutGateway') {}
