// How the gateway and the services run under Node.js, wherever they run (npm start, the test portals,
// the benchmark, the packaged artifacts): settings that keep each process under 200 MB resident while
// it serves (README, "Benchmark"). Without them V8 lets its heap grow far past what is live (a service
// reached 420 MB serving 50 requests a second with some 60 MB of live objects), and glibc keeps a
// memory arena per thread.

/**
 * --max-semi-space-size=2: the young generation, where each request's short-lived objects are born,
 *   stays at 3 x 2 MB instead of growing to 3 x 16 MB under load (4 MB left the busiest service at 221 MB).
 * --heap-growing-percent=10: after a full collection the old generation may grow by 10% over what
 *   survived before the next one, instead of by up to 4 times; a small live set is collected more
 *   often, each time quickly. No hard cap: a large answer still gets the memory it needs.
 * --liftoff-only: WebAssembly runs as V8's baseline compiler makes it, never recompiled by its optimizing
 *   one. Prisma's query compiler is WebAssembly, and the optimizing compiler's work left some 40 MB more
 *   resident in every service (a service at rest: 105 -> 69 MB of heaps and buffers). It runs when a
 *   query's plan is not cached yet; measured per request, within the noise of a shared machine.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=10', '--liftoff-only'];

/** Two malloc arenas instead of eight per core: the libuv and V8 threads share them. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The command that starts a built app (its dist/main.js). */
export function serverCommand(mainScript) {
  return ['node', ...SERVER_NODE_FLAGS, mainScript];
}
