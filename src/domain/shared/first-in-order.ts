/**
 * The first `limit` items of a sequence in an order, without sorting all of it: what a page or a
 * dashboard block shows of a large list (n items cost O(n log limit), and an item that comes after
 * the kept ones is turned away with one comparison). Equal items keep the order they came in, as a
 * stable sort would: `FirstInOrder` fed a whole list gives `[...list].sort(compare).slice(0, limit)`.
 */
export class FirstInOrder<T> {
  private readonly kept: T[] = [];
  /** Every item offered (the list's whole length). */
  count = 0;

  constructor(
    private readonly limit: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    this.count += 1;
    const { kept, limit, compare } = this;
    if (limit <= 0) return;
    if (kept.length === limit && compare(item, kept[limit - 1]!) >= 0) return;
    // After every kept item it does not come before (equal items stay in arrival order).
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, kept[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > limit) kept.pop();
  }

  /** The kept items, in order. */
  items(): readonly T[] {
    return this.kept;
  }
}

/** The first `limit` of `list` in `compare`'s order (stable), and how many there were. */
export function firstInOrder<T>(list: Iterable<T>, limit: number, compare: (a: T, b: T) => number): { readonly count: number; readonly items: readonly T[] } {
  const first = new FirstInOrder(limit, compare);
  for (const item of list) first.offer(item);
  return { count: first.count, items: first.items() };
}
