/** The server's clock: real time plus an offset the dev endpoint can move forward. */

export interface ServerClock {
  readonly now: () => number;
  /** Moves time forward; answers the new now. */
  readonly advance: (ms: number) => number;
}

/** A clock over a time source (Date.now by default). */
export function createServerClock(source: () => number = Date.now): ServerClock {
  let offset = 0;
  return {
    now: () => source() + offset,
    advance: (ms) => {
      offset += ms;
      return source() + offset;
    },
  };
}
