/**
 * Lets the process serve what else waits (requests, lock renewals) in the middle of long work that
 * does no I/O of its own: checking ten thousand import rows against cached answers is all promise
 * callbacks, which would hold the event loop for seconds and make the service's other callers time out.
 */
export function otherWorkTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * How many records long CPU-bound work handles between two turns of other work. A hundred import rows
 * checked by the register's rules held the loop for a quarter of a second on a busy machine; a turn
 * costs microseconds.
 */
export const RECORDS_PER_TURN = 20;
