// How the gateway and the services run under Node.js, wherever they run (npm start, the test portals,
// the benchmark, the packaged artifacts): settings that keep each process under 200 MB resident while
// it serves (README, "Benchmark"). Without them V8 lets its heap grow far past what is live (a service
// reached 420 MB serving 50 requests a second with some 60 MB of live objects), and glibc keeps a
// memory arena per thread.

/**
 * --max-semi-space-size=8: the young generation, where each request's short-lived objects are born, may
 *   grow to 3 x 8 MB (V8's default would be 3 x 16 MB under load). At 2 MB, the objects of the 32 requests in
 *   flight outlived the frequent scavenges, were promoted and filled the old generation, and the full
 *   collections that followed doubled the services' CPU per request (bench:profile, 20,000 vehicles: 1.2-1.9
 *   -> 0.6-1.0 ms); 16 MB gained nothing more. Its memory is paid for by the malloc settings below and the
 *   import's parts (services/vehicles, vehicle-import.ts).
 * --heap-growing-percent=10: after a full collection the old generation may grow by 10% over what
 *   survived before the next one, instead of by up to 4 times; a small live set is collected more
 *   often, each time quickly. No hard cap: a large answer still gets the memory it needs.
 * --liftoff-only: WebAssembly runs as V8's baseline compiler makes it, never recompiled by its optimizing
 *   one. Prisma's query compiler is WebAssembly, and the optimizing compiler's work left some 40 MB more
 *   resident in every service (a service at rest: 105 -> 69 MB of heaps and buffers). It runs when a
 *   query's plan is not cached yet; measured per request, within the noise of a shared machine.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=10', '--liftoff-only'];

/**
 * The gateway's: its old generation may grow by 30% before the next full collection. It keeps little (no
 * Prisma, no import), but every request it forwards leaves some of its objects there, and at 10% it ran a
 * full collection about twice a second under 32 callers: 30% took its CPU per list from 0.49-0.53 to 0.39-0.41 ms
 * and per record from 0.35-0.38 to 0.26-0.29 (bench:profile at a million vehicles), its peak staying 162-167 MB.
 */
export const GATEWAY_NODE_FLAGS = SERVER_NODE_FLAGS.map((flag) => (flag.startsWith('--heap-growing-percent=') ? '--heap-growing-percent=30' : flag));

/** The command that starts a built app (its dist/main.js); `kind` is its artifact kind, `gateway` or `service`. */
export function serverCommand(mainScript, kind) {
  if (kind !== 'gateway' && kind !== 'service') throw new Error(`serverCommand: kind must be gateway or service, not ${kind}`);
  return ['node', ...(kind === 'gateway' ? GATEWAY_NODE_FLAGS : SERVER_NODE_FLAGS), mainScript];
}

/**
 * Two malloc arenas instead of eight per core: the libuv and V8 threads share them. A block of 128 KB or
 * more is mapped on its own and unmapped when freed, and free memory at the top of the heap is given back
 * past 128 KB: glibc otherwise raises both limits up to 32 MB after large blocks are freed (pg's and the
 * sockets' buffers for a large answer), and the process keeps them resident. With the young generation
 * above, the vehicles service's peak during a 10,000-row import dry run went from 202-212 to 197-201 MB
 * (181-189 with the import written in parts), at the same CPU per request.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };
