/**
 * Blackout times of an organization (schema/blackout.graphql): one-off and recurring. Every
 * accepted role reads them; ADMIN and OWNER change them. Input is checked whole with the rules of
 * src/domain/time/blackout.ts (and its role ids against the organization) before anything changes.
 */
import { BLACKOUT_LIMIT_MESSAGES, BLACKOUT_LIMITS, validateOneOff, validateRecurring } from '../../src/domain/time/blackout.ts';
import { invalid } from '../shared/errors.ts';
import { badInput, distinctIds, keptOrAcceptedRoleOf, lookup, recordOf } from '../work/checks.ts';
import { requireAdmin, type Scope } from '../work/scope.ts';
import type { StoredBlackout, StoredRecurringBlackout, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

const byStart = (a: StoredBlackout, b: StoredBlackout) => Date.parse(a.start) - Date.parse(b.start) || Number(a.id) - Number(b.id);
const byName = (a: StoredRecurringBlackout, b: StoredRecurringBlackout) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || Number(a.id) - Number(b.id);

/** Role ids of the organization: accepted members, or ones the blackout already names. */
const roleIdsOf = (scope: Scope, ids: readonly string[], current: readonly string[]) => distinctIds(ids, (id) => keptOrAcceptedRoleOf(scope, id, 'roleIds', current));

/** The blackout service over the work store. */
export function createBlackouts(store: WorkStore) {
  const oneOffFields = (scope: Scope, input: Input, current: readonly string[]) => {
    const checked = validateOneOff(input);
    if (!checked.ok) throw invalid(checked.errors);
    const { name, start, stop, roleIds } = checked.value;
    return { name, start, stop, roleIds: roleIdsOf(scope, roleIds, current) };
  };
  const recurringFields = (scope: Scope, input: Input, current: readonly string[]) => {
    const checked = validateRecurring(input);
    if (!checked.ok) throw invalid(checked.errors);
    const { name, weekdays, startTime, stopTime, timeZone, roleIds } = checked.value;
    return { name, weekdays: [...weekdays], startTime, stopTime, timeZone, roleIds: roleIdsOf(scope, roleIds, current) };
  };
  const oneOfOrg = (scope: Scope, id: unknown) => recordOf(scope.work.blackouts, id, 'Blackout time', 'id');
  const recurringOfOrg = (scope: Scope, id: unknown) => recordOf(scope.work.recurringBlackouts, id, 'Recurring blackout time', 'id');

  return {
    list: (scope: Scope) => [...scope.work.blackouts.values()].sort(byStart),
    get: (scope: Scope, id: unknown) => lookup(scope.work.blackouts, id),
    create(scope: Scope, input: Input): StoredBlackout {
      requireAdmin(scope);
      if (scope.work.blackouts.size >= BLACKOUT_LIMITS.oneOffs) throw badInput(BLACKOUT_LIMIT_MESSAGES.oneOffs, 'input');
      const blackout: StoredBlackout = { id: store.nextId('blackout'), ...oneOffFields(scope, input, []), createdAt: scope.now() };
      scope.work.blackouts.set(blackout.id, blackout);
      return blackout;
    },
    update(scope: Scope, id: unknown, input: Input): StoredBlackout {
      requireAdmin(scope);
      const blackout = oneOfOrg(scope, id);
      return Object.assign(blackout, oneOffFields(scope, input, blackout.roleIds));
    },
    /** Answers the deleted blackout's id. */
    delete(scope: Scope, id: unknown): string {
      requireAdmin(scope);
      const blackout = oneOfOrg(scope, id);
      scope.work.blackouts.delete(blackout.id);
      return blackout.id;
    },

    recurringList: (scope: Scope) => [...scope.work.recurringBlackouts.values()].sort(byName),
    recurring: (scope: Scope, id: unknown) => lookup(scope.work.recurringBlackouts, id),
    createRecurring(scope: Scope, input: Input): StoredRecurringBlackout {
      requireAdmin(scope);
      if (scope.work.recurringBlackouts.size >= BLACKOUT_LIMITS.recurring) throw badInput(BLACKOUT_LIMIT_MESSAGES.recurring, 'input');
      const blackout: StoredRecurringBlackout = { id: store.nextId('recurringBlackout'), ...recurringFields(scope, input, []), createdAt: scope.now() };
      scope.work.recurringBlackouts.set(blackout.id, blackout);
      return blackout;
    },
    updateRecurring(scope: Scope, id: unknown, input: Input): StoredRecurringBlackout {
      requireAdmin(scope);
      const blackout = recurringOfOrg(scope, id);
      return Object.assign(blackout, recurringFields(scope, input, blackout.roleIds));
    },
    /** Answers the deleted blackout's id. */
    deleteRecurring(scope: Scope, id: unknown): string {
      requireAdmin(scope);
      const blackout = recurringOfOrg(scope, id);
      scope.work.recurringBlackouts.delete(blackout.id);
      return blackout.id;
    },
  };
}

export type Blackouts = ReturnType<typeof createBlackouts>;
