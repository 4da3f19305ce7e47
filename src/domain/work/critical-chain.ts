/**
 * The critical chain of a dependency graph: the longest run of unfinished tickets, each waiting on
 * the one before, measured by the work left (the PERT mean of each ticket's open states). Done
 * and cancelled tickets are left out: they no longer hold anything up. Links in a loop (bad data)
 * are set aside, as the layout sets them aside.
 */
import { layersOf } from './dependency-graph.ts';
import { pertMean, type DisplayState, type Estimate } from './work.ts';

/** A ticket as the chain reads it. */
export interface ChainTicket {
  readonly id: string;
  readonly localId: number;
  readonly displayState: DisplayState;
  /** The hours of work left (PERT mean); 0 when nothing left is estimated. */
  readonly remainingHours: number;
}

/** The chain, first ticket to do first, with its hours and its links (`waiting>waited`). */
export interface CriticalChain {
  readonly ids: readonly string[];
  readonly hours: number;
  readonly links: ReadonlySet<string>;
}

/** The work left on a ticket: the PERT means of its states not done, summed; a state with no estimate adds nothing. */
export function remainingHours(states: readonly { readonly done: boolean; readonly estimate: Estimate | null }[]): number {
  let hours = 0;
  for (const state of states) if (!state.done && state.estimate !== null) hours += pertMean(state.estimate);
  return Math.round(hours * 100) / 100;
}

/**
 * The longest chain of unfinished tickets by hours left (more tickets, then the lowest number at
 * its end, break ties); null when no unfinished ticket waits on another unfinished one.
 */
export function criticalChain(tickets: readonly ChainTicket[], links: readonly { readonly from: string; readonly to: string }[]): CriticalChain | null {
  const open = tickets.filter((ticket) => ticket.displayState !== 'Done');
  const byId = new Map(open.map((ticket) => [ticket.id, ticket]));
  const openLinks = links.filter((link) => link.from !== link.to && byId.has(link.from) && byId.has(link.to));
  if (openLinks.length === 0) return null;
  const { layer, looped } = layersOf(
    open.map((ticket) => ticket.id),
    openLinks,
  );
  const waitsOn = new Map<string, string[]>();
  for (const link of openLinks) if (!looped.has(`${link.from}>${link.to}`)) waitsOn.set(link.from, [...(waitsOn.get(link.from) ?? []), link.to]);
  // Longest path by layers: everything a ticket waits on sits in a layer to its left.
  const order = [...open].sort((a, b) => layer.get(a.id)! - layer.get(b.id)! || a.localId - b.localId);
  const best = new Map<string, { hours: number; count: number; next: string | null }>();
  const better = (a: { hours: number; count: number }, b: { hours: number; count: number }) => a.hours > b.hours + 1e-9 || (Math.abs(a.hours - b.hours) <= 1e-9 && a.count > b.count);
  for (const ticket of order) {
    let pick: { hours: number; count: number; next: string | null } = { hours: 0, count: 0, next: null };
    for (const id of waitsOn.get(ticket.id) ?? []) {
      const there = best.get(id)!;
      if (pick.next === null || better(there, pick) || (!better(pick, there) && byId.get(id)!.localId < byId.get(pick.next)!.localId)) pick = { ...there, next: id };
    }
    best.set(ticket.id, { hours: pick.hours + ticket.remainingHours, count: pick.count + 1, next: pick.next });
  }
  let end: ChainTicket | null = null;
  for (const ticket of order) {
    // A ticket alone is no chain, however heavy.
    if (best.get(ticket.id)!.count < 2) continue;
    if (end === null) end = ticket;
    else if (better(best.get(ticket.id)!, best.get(end.id)!) || (!better(best.get(end.id)!, best.get(ticket.id)!) && ticket.localId < end.localId)) end = ticket;
  }
  if (end === null) return null;
  const chain: string[] = [];
  for (let id: string | null = end.id; id !== null; id = best.get(id)!.next) chain.push(id);
  const chainLinks = new Set<string>();
  for (let index = 0; index + 1 < chain.length; index++) chainLinks.add(`${chain[index]}>${chain[index + 1]}`);
  return { ids: chain.reverse(), hours: Math.round(best.get(end.id)!.hours * 100) / 100, links: chainLinks };
}
