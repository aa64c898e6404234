import type { CallEntry, HttpMethod } from '../catalog/call.js';

/** A call's HTTP face: all the browser needs at run time to make it. */
export interface CallFace {
  /** The NATS subject, also the call's name (and the browser's cache key). */
  readonly name: string;
  readonly method: HttpMethod;
  /** `/api/...` with `:param` placeholders. */
  readonly path: string;
}

/**
 * A call's HTTP face carrying its catalog entry as a type only: the browser gets the entry's request
 * and answer types without bundling the zod schemas that describe them.
 */
export interface CallRoute<E extends CallEntry = CallEntry> extends CallFace {
  /** Never set: it only carries `E` to the type checker. */
  readonly entry?: E;
}

/** Declares a face, keeping it readonly. */
export function defineFace<const F extends CallFace>(face: F): F {
  return face;
}
