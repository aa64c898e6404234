// One fuzzing property: fast-check generates batches of requests from a fixed seed, each batch is sent at
// once, and every answer is checked. A failure is reported as fast-check's counterexample (seed and path,
// so it replays), shrunk to the simplest requests that still fail, each with what was wrong.
import fc from 'fast-check';
import { answerProblems } from './answer-check.mjs';
import { send, sentText } from './http.mjs';
import { BATCH, FUZZ_PATH, FUZZ_SEED } from './settings.mjs';

/** How a request shows in a counterexample: whole, except the bytes of a large body. */
export function describeRequest(request) {
  const body = request.body;
  const size = body === undefined ? 0 : typeof body === 'string' ? body.length : body.byteLength;
  const head = body === undefined ? '' : typeof body === 'string' ? body.slice(0, 300) : Buffer.from(body.subarray(0, 120)).toString('latin1');
  const shownBody = body === undefined ? '' : ` body(${size}${size > 300 ? ', starts' : ''}): ${JSON.stringify(head)}`;
  return `${request.label ? `${request.label}: ` : ''}${request.method} ${request.path.length > 600 ? `${request.path.slice(0, 600)}…` : request.path}${
    request.contentType !== undefined ? ` [${request.contentType}]` : ''
  }${shownBody}`;
}

/**
 * A generated request, shown in reports by `describeRequest` rather than byte by byte. `aim` names what it
 * was generated for (`list vehicles`, `update clients`, a call's name), so the run can tell it missed nothing.
 */
export function generatedRequest(fields) {
  const request = { ...fields };
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
  return request;
}

/**
 * Sends a batch at once as `caller`, checks every answer and counts it into `tally`; returns a report of
 * each failing one: the request, its answer and what was wrong with it.
 */
async function sendAndCheck(caller, requests, tally, after) {
  const answers = await Promise.all(requests.map((request) => send(caller, request)));
  const failures = [];
  requests.forEach((request, i) => {
    tally.sent++;
    after?.(request, answers[i]);
    const problems = answerProblems(answers[i], sentText(request));
    if (!problems.length) return;
    tally.failed++;
    // The summary names the two faults the issue counts apart: a 5xx, and an answer that shows the insides.
    if (answers[i].status >= 500) tally.serverErrors = (tally.serverErrors ?? 0) + 1;
    if (problems.some((problem) => problem.startsWith('leaks '))) tally.leaks = (tally.leaks ?? 0) + 1;
    const answer = answers[i].error ?? `${answers[i].status} ${(answers[i].text ?? '').slice(0, 400)}`;
    failures.push(`${describeRequest(request)}\n    -> ${answer}\n    ${problems.join('; ')}`);
  });
  return failures;
}

/**
 * Runs `runs` batches of `arbitrary` as `caller` and counts what was sent into `tally`.
 * @param {{ name: string, caller: { apiUrl: string, token: string, username: string }, arbitrary: fc.Arbitrary<object>, runs: number,
 *           tally: { sent: number, failed: number }, after?: (request: object, answer: object) => void }} o
 */
export async function fuzz({ name, caller, arbitrary, runs, tally, after }) {
  const batch = fc.array(arbitrary, { minLength: BATCH, maxLength: BATCH });
  const property = fc.asyncProperty(batch, async (requests) => {
    const failures = await sendAndCheck(caller, requests, tally, after);
    if (failures.length) throw new Error(`${failures.length} of ${requests.length} answers failed:\n${failures.join('\n')}`);
  });
  const options = { seed: FUZZ_SEED, numRuns: runs, ...(FUZZ_PATH ? { path: FUZZ_PATH } : {}), includeErrorInReport: true };
  await fc.assert(property, options).catch((error) => {
    const replay = `FUZZ_SEED=${FUZZ_SEED} FUZZ_ONLY="${name}" FUZZ_PATH=<path above> node --test specs/fuzz.security.test.mjs`;
    error.message = `${name}: ${error.message}\nReplay (in tests/security): ${replay}`;
    throw error;
  });
}

/**
 * Sends fixed, named requests (cases a generator would seldom hit, such as a file one byte over the limit)
 * a batch at a time and checks each answer; returns the failures, each naming its case.
 * @param {{ caller: object, cases: [string, object][], tally: { sent: number, failed: number }, after?: Function }} o
 */
export async function sendNamed({ caller, cases, tally, after }) {
  const failures = [];
  for (let i = 0; i < cases.length; i += BATCH) {
    const batch = cases.slice(i, i + BATCH);
    const named = batch.map(([label, request]) => generatedRequest({ ...request, label }));
    failures.push(...(await sendAndCheck(caller, named, tally, after)));
  }
  return failures;
}
