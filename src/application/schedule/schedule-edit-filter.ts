/**
 * edit_tickets' search filter (§3, as the search page has it): the filter, kept for the edit flow
 * (not the search page's), and the tickets the server says match it, in its order. With the
 * filter at its defaults nothing is asked: every ticket shows, in the page's own order. A newer
 * question makes an older answer moot; the last answer stays while the next is asked.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import * as Filters from '../../domain/work/filters.ts';
import { searchVariables } from '../../domain/work/search-query.ts';
import { describeError } from '../shared/error-text.ts';
import { machineModel } from '../shared/machine-model.ts';
import { run, type Runner } from '../shared/run.ts';
import type { SearchFilterControls } from '../work/search-model.ts';
import { ScheduleGateway } from './schedule-gateway.port.ts';

/** Which tickets the filter lets through. */
export type EditMatches =
  | { readonly status: 'all' }
  | { readonly status: 'loading'; readonly ids: readonly string[] | null }
  | { readonly status: 'loaded'; readonly ids: readonly string[] }
  | { readonly status: 'failed'; readonly message: string };

export interface EditFilterModel extends SearchFilterControls {
  readonly matches: ReadonlySignal<EditMatches>;
  /** Asks again (the retry of a failed question). */
  readonly reload: () => void;
}

type Flag = keyof typeof Filters.SEARCH_FLAG_LABELS;

/** The filter of the edit flow over the schedule gateway. */
export function createEditFilterModel({ runner }: { readonly runner: Runner<ScheduleGateway> }): EditFilterModel {
  const filters = machineModel(Filters.transition, Filters.initialState);
  const filter = computed(() => filters.state.value.search);
  const matches = signal<EditMatches>({ status: 'all' });
  let controller: AbortController | null = null;

  async function ask(): Promise<void> {
    controller?.abort();
    controller = null;
    const asked = filter.peek();
    // The text has a field of its own on the page, matched there; the rest goes to the server.
    if (Filters.isDefaultFilter('search', { ...asked, search: '' })) {
      matches.value = { status: 'all' };
      return;
    }
    const mine = new AbortController();
    controller = mine;
    const shown = matches.peek();
    matches.value = { status: 'loading', ids: 'ids' in shown ? shown.ids : null };
    const outcome = await run(runner, ScheduleGateway.use((gateway) => gateway.editMatches(searchVariables({ ...asked, search: '' }, null))), { signal: mine.signal });
    if (controller !== mine) return;
    controller = null;
    if (outcome.status === 'success') matches.value = { status: 'loaded', ids: outcome.value };
    else if (outcome.status === 'failure') matches.value = { status: 'failed', message: `Could not filter the tickets: ${describeError(outcome.error)}` };
  }

  function send(event: Filters.Event): void {
    const before = filter.peek();
    filters.send(event);
    if (filter.peek() !== before) void ask();
  }

  return {
    projectId: null,
    filter,
    activeCount: computed(() => Filters.countActiveFilters(filter.value)),
    update: (patch) => send({ type: 'update', kind: 'search', patch }),
    toggleFlag: (flag: Flag) => send({ type: 'update', kind: 'search', patch: { flags: { [flag]: !filter.peek().flags[flag] } } }),
    toggleAllUntagged: () => send({ type: 'toggleAllUntagged' }),
    clear: () => send({ type: 'clear', kind: 'search' }),
    matches,
    reload: () => void ask(),
  };
}
