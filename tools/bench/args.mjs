// The command line of `npm run bench`: `--vehicles N --seconds S [--quick | --smoke] [--connections 1,32] [--calls id,id]
// [--keep | --database-url URL]`.

const DEFAULTS = { vehicles: 1_000_000, seconds: 10, connections: [1, 32] };
/** A development run: small enough to load and measure in a few minutes. */
const QUICK = { vehicles: 20_000, seconds: 3 };
/** The test command's check that every measured call still answers: a minute, no target judged. */
const SMOKE = { vehicles: 1000, seconds: 1, connections: [1] };

export function parseArgs(argv) {
  const given = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`bench: unexpected argument ${argv[i]}`);
    const [, name, inline] = match;
    if (name === 'quick') given.quick = true;
    else if (name === 'smoke') given.smoke = true;
    else if (name === 'keep') given.keep = true;
    else given[name] = inline ?? argv[++i];
  }
  const base = given.smoke ? { ...DEFAULTS, ...SMOKE } : given.quick ? { ...DEFAULTS, ...QUICK } : DEFAULTS;
  const options = {
    vehicles: given.vehicles === undefined ? base.vehicles : Number(given.vehicles),
    seconds: given.seconds === undefined ? base.seconds : Number(given.seconds),
    connections: given.connections === undefined ? base.connections : String(given.connections).split(',').map(Number),
    smoke: given.smoke === true,
    /** Only these scenarios (their ids in scenarios.mjs); all when not given. */
    calls: given.calls === undefined ? undefined : String(given.calls).split(','),
    /** Keep the database loaded here; or measure an existing one as it is (nothing loaded, nothing dropped). */
    keep: given.keep === true,
    databaseUrl: given['database-url'],
  };
  if (options.keep && options.databaseUrl) throw new Error('bench: --keep loads a database to keep, --database-url names one already loaded: not both');
  if (!Number.isInteger(options.vehicles) || options.vehicles < 1000) throw new Error('bench: --vehicles must be a whole number of at least 1000');
  if (!(options.seconds > 0)) throw new Error('bench: --seconds must be positive');
  if (options.connections.some((c) => !Number.isInteger(c) || c < 1)) throw new Error('bench: --connections is a list of whole numbers, e.g. 1,32');
  return options;
}
