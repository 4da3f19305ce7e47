/**
 * The tasks as a graph, by input index: who waits on whom (CSR arrays, both ways), the dependency
 * cycles, and the placement order of serial schedule generation: the tasks whose predecessors are
 * all placed, most urgent first by (effective rank, input index). The order does not depend on
 * sampled durations, so it is computed once and every run reuses it.
 */
import type { Task } from './projection-input.ts';

/** Predecessors and successors in compressed sparse rows; `missing` is the first unknown id a task waits on. */
export interface TaskLinks {
  /** Task i waits on preds[predStart[i] .. predStart[i + 1]). */
  readonly predStart: Int32Array;
  readonly preds: Int32Array;
  /** Tasks waiting on task i: succs[succStart[i] .. succStart[i + 1]). */
  readonly succStart: Int32Array;
  readonly succs: Int32Array;
  readonly missing: readonly (string | null)[];
}

/** Links the tasks by their `after` lists; ids that name no task are noted, not linked. */
export function linkTasks(tasks: readonly Task[]): TaskLinks {
  const n = tasks.length;
  const indexOf = new Map(tasks.map((task, i) => [task.id, i]));
  const predStart = new Int32Array(n + 1);
  const predList: number[] = [];
  const missing: (string | null)[] = [];
  const succCount = new Int32Array(n + 1);
  tasks.forEach((task, i) => {
    missing.push(null);
    for (const id of task.after) {
      const j = indexOf.get(id);
      if (j === undefined) missing[i] ??= id;
      else {
        predList.push(j);
        succCount[j + 1]! += 1;
      }
    }
    predStart[i + 1] = predList.length;
  });
  const succStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i += 1) succStart[i + 1] = succStart[i]! + succCount[i + 1]!;
  const succs = new Int32Array(predList.length);
  const fill = succStart.slice(0, n);
  for (let i = 0; i < n; i += 1) {
    for (let k = predStart[i]!; k < predStart[i + 1]!; k += 1) succs[fill[predList[k]!]!++] = i;
  }
  return { predStart, preds: Int32Array.from(predList), succStart, succs, missing };
}

/** Strongly connected components (iterative Tarjan): a component number per task. */
function components(links: TaskLinks, n: number): Int32Array {
  const { predStart, preds } = links;
  const component = new Int32Array(n).fill(-1);
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const frames: number[] = []; // pairs: task, next edge
  let counter = 0;
  let found = 0;
  for (let root = 0; root < n; root += 1) {
    if (index[root]! >= 0) continue;
    frames.push(root, predStart[root]!);
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (frames.length > 0) {
      const top = frames.length - 2;
      const v = frames[top]!;
      const edge = frames[top + 1]!;
      if (edge < predStart[v + 1]!) {
        frames[top + 1] = edge + 1;
        const w = preds[edge]!;
        if (index[w]! < 0) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          frames.push(w, predStart[w]!);
        } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      frames.length = top;
      if (top > 0) {
        const parent = frames[top - 2]!;
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
      if (low[v] === index[v]) {
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          component[w] = found;
        } while (w !== v);
        found += 1;
      }
    }
  }
  return component;
}

/** The shortest cycle from a task back to itself inside its component, as task indices (first = last). */
function shortestCycle(links: TaskLinks, component: Int32Array, from: number): number[] {
  const { predStart, preds } = links;
  const cameFrom = new Map<number, number>();
  let frontier = [from];
  for (;;) {
    const next: number[] = [];
    for (const v of frontier) {
      for (let k = predStart[v]!; k < predStart[v + 1]!; k += 1) {
        const w = preds[k]!;
        if (component[w] !== component[from] || cameFrom.has(w)) continue;
        cameFrom.set(w, v);
        if (w === from) {
          const back: number[] = [];
          for (let at = v; at !== from; at = cameFrom.get(at)!) back.push(at);
          return [from, ...back.reverse(), from];
        }
        next.push(w);
      }
    }
    frontier = next;
  }
}

/** The tasks in a dependency cycle, each with its shortest cycle as ids: 'a -> b -> a' (each waits on the next). */
export function dependencyCycles(tasks: readonly Task[], links: TaskLinks): Map<number, string> {
  const n = tasks.length;
  const component = components(links, n);
  const size = new Int32Array(n);
  for (let i = 0; i < n; i += 1) size[component[i]!]! += 1;
  const cycles = new Map<number, string>();
  for (let i = 0; i < n; i += 1) {
    let selfLoop = false;
    for (let k = links.predStart[i]!; k < links.predStart[i + 1]!; k += 1) selfLoop ||= links.preds[k] === i;
    if (size[component[i]!]! > 1 || selfLoop) cycles.set(i, shortestCycle(links, component, i).map((j) => tasks[j]!.id).join(' -> '));
  }
  return cycles;
}

/** Where the runs start from: the tasks to place, in order, and the rank each one acts with. */
export interface PlacementOrder {
  /** Input indices of the projectable tasks, in placement order. */
  readonly order: Int32Array;
  /** Per input index: the most urgent rank of the task and of everything that waits on it (started: -Infinity). */
  readonly effectiveRank: Float64Array;
}

/** A binary heap of task indices, smallest (rank, index) on top. */
class TaskHeap {
  private readonly items: number[] = [];
  constructor(private readonly rank: Float64Array) {}

  get size(): number {
    return this.items.length;
  }

  private before(a: number, b: number): boolean {
    const ra = this.rank[a]!;
    const rb = this.rank[b]!;
    return ra < rb || (ra === rb && a < b);
  }

  push(task: number): void {
    const items = this.items;
    let i = items.length;
    items.push(task);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(task, items[parent]!)) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = task;
  }

  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    const n = items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const child = left + 1 < n && this.before(items[left + 1]!, items[left]!) ? left + 1 : left;
        if (!this.before(items[child]!, last)) break;
        items[i] = items[child]!;
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}

/**
 * The placement order of the tasks `projectable` accepts (their predecessors must all be
 * projectable too): effective ranks by a reverse topological pass, then Kahn's algorithm with a
 * priority queue on (effective rank, input index).
 */
export function placementOrder(tasks: readonly Task[], links: TaskLinks, projectable: (task: number) => boolean): PlacementOrder {
  const n = tasks.length;
  const { predStart, preds, succStart, succs } = links;
  const effectiveRank = new Float64Array(n);
  const waiting = new Int32Array(n);
  const topological: number[] = [];
  for (let i = 0; i < n; i += 1) {
    effectiveRank[i] = tasks[i]!.started ? -Infinity : tasks[i]!.rank;
    waiting[i] = predStart[i + 1]! - predStart[i]!;
    if (projectable(i) && waiting[i] === 0) topological.push(i);
  }
  for (let head = 0; head < topological.length; head += 1) {
    const v = topological[head]!;
    for (let k = succStart[v]!; k < succStart[v + 1]!; k += 1) {
      const w = succs[k]!;
      if (projectable(w) && --waiting[w]! === 0) topological.push(w);
    }
  }
  for (let t = topological.length - 1; t >= 0; t -= 1) {
    const v = topological[t]!;
    for (let k = predStart[v]!; k < predStart[v + 1]!; k += 1) {
      const u = preds[k]!;
      if (effectiveRank[v]! < effectiveRank[u]!) effectiveRank[u] = effectiveRank[v]!;
    }
  }
  const heap = new TaskHeap(effectiveRank);
  for (let i = 0; i < n; i += 1) {
    waiting[i] = predStart[i + 1]! - predStart[i]!;
    if (projectable(i) && waiting[i] === 0) heap.push(i);
  }
  const order = new Int32Array(topological.length);
  for (let placed = 0; heap.size > 0; placed += 1) {
    const v = heap.pop();
    order[placed] = v;
    for (let k = succStart[v]!; k < succStart[v + 1]!; k += 1) {
      const w = succs[k]!;
      if (projectable(w) && --waiting[w]! === 0) heap.push(w);
    }
  }
  return { order, effectiveRank };
}
