// How much the fuzzer sends and from which seed: fixed, so every run of CI sends the same requests and a
// failure found once is found again. FUZZ_SEED picks another seed; FUZZ_ONLY and FUZZ_PATH replay one
// property's counterexample as fast-check printed it.

const DEFAULT_SEED = 20260501;

function seedFrom(text) {
  if (text === undefined || text === '') return DEFAULT_SEED;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, got "${text}"`);
  return seed;
}

export const FUZZ_SEED = seedFrom(process.env.FUZZ_SEED);
/** The fast-check path of a counterexample (`path: "12:3:0"` in its report), replayed for FUZZ_ONLY. */
export const FUZZ_PATH = process.env.FUZZ_PATH || undefined;
/** The one property to run (its name as the report prints it), for a replay. */
export const FUZZ_ONLY = process.env.FUZZ_ONLY || undefined;

/** Requests in flight at once: each run of a property sends one batch and waits for every answer. */
export const BATCH = 16;

/**
 * Runs per property, each a batch of BATCH requests, per caller. List queries: 320 runs x 16 x 2 callers
 * = 10,240; bodies 1,280; call inputs 768 drawn, and one of each call besides (so every call is aimed at),
 * and 192 to the public calls without a token; generated uploads 128 per call and caller that may make it
 * (16 where it may not), beside the named ones.
 */
export const RUNS = {
  list: 320,
  bodies: 40,
  calls: 24,
  publicCalls: 12,
  uploads: 8,
};

/** Whether a property takes part in this run (all of them, unless FUZZ_ONLY names one). */
export function selected(name) {
  return !FUZZ_ONLY || FUZZ_ONLY === name;
}
