// Runs triples a few at a time and keeps the tally the report prints.

/** What one report counts: the triples run, and the failures among them. */
export function createTally() {
  return { ran: 0, failed: [] };
}

/** Runs `cases` ({ entry, role, name, run }) with at most `concurrency` at once; the failures, labelled. */
export async function runTriples(cases, { tally, concurrency = 1 }) {
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const triple = cases[next++];
      const label = `${triple.entry} | ${triple.role} | ${triple.name}`;
      tally.ran += 1;
      try {
        await triple.run(label);
      } catch (error) {
        failures.push(error?.message?.startsWith(label) ? error.message : `${label}: ${error?.stack ?? error}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  tally.failed.push(...failures);
  return failures;
}

/** Every role's cases of one entry, labelled with the entry and the role. */
export function triplesOf(entry, roles, casesFor) {
  return roles.flatMap((role) => casesFor(role).map((c) => ({ ...c, entry, role: role.name })));
}
