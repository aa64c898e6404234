// What every answer to bad input must be: a 2xx, or a 4xx whose JSON body says what was wrong; never a
// 5xx, and never a trace of the server's insides (a stack, a query, a path on the server's disk).

/**
 * Text that only the server's insides write. The generators never send these, so one in an answer
 * came from the server; should a request carry one anyway, an answer echoing it is not held against it.
 */
export const LEAK_SIGNATURES = [
  { kind: 'stack trace', pattern: / {4}at \S/ },
  { kind: 'stack trace', pattern: /\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/ },
  { kind: 'source line', pattern: /\.(?:ts|js|mjs|cjs):\d+/ },
  { kind: 'SQL', pattern: /\bSELECT\b/ },
  { kind: 'SQL', pattern: /FROM "/ },
  { kind: 'SQL', pattern: /Prisma/ },
  { kind: 'SQL', pattern: /Invalid `/ },
  { kind: 'SQL', pattern: /violates/ },
  { kind: 'SQL', pattern: /syntax error/ },
  { kind: 'file path', pattern: /\/work\// },
  { kind: 'file path', pattern: /node_modules/ },
  { kind: 'file path', pattern: /\/home\// },
  { kind: 'file path', pattern: /\/usr\// },
];

/** Whether a text the fuzzer made would trip a leak signature (the generators are tested to avoid it). */
export function carriesSignature(text) {
  return LEAK_SIGNATURES.some(({ pattern }) => pattern.test(text));
}

const TEXT_TYPES = /^(application\/(json|problem\+json)|text\/)/i;

/**
 * The problems of one answer, empty when it is acceptable. `sentText` is everything the request carried
 * as text (its URL, its body, its multipart fields and file names), so an echoed value is not a leak.
 */
export function answerProblems(answer, sentText) {
  const problems = [];
  if (answer.error) return [`no answer: ${answer.error}`];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  else if (answer.status >= 400) problems.push(...refusalProblems(answer));
  else if (answer.status < 200 || answer.status >= 300) problems.push(`unexpected status ${answer.status}`);
  if (TEXT_TYPES.test(answer.contentType ?? '') || answer.status >= 400) {
    for (const { kind, pattern } of LEAK_SIGNATURES) {
      const found = pattern.exec(answer.text ?? '');
      if (found && !pattern.test(sentText)) problems.push(`leaks a ${kind}: …${context(answer.text, found.index)}…`);
    }
  }
  return problems;
}

/** A refusal (4xx) is the gateway's envelope `{message, errors?}`: a message a person can read, errors by field. */
function refusalProblems(answer) {
  if (!/json/i.test(answer.contentType ?? '')) return [`a ${answer.status} without a JSON body (content-type ${answer.contentType || 'none'})`];
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`a ${answer.status} whose body is not JSON`];
  }
  const problems = [];
  if (typeof body?.message !== 'string' || body.message.trim() === '') problems.push(`a ${answer.status} without a message`);
  if (body?.errors !== undefined) {
    const lists = typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors) ? Object.values(body.errors) : [null];
    if (!lists.every((list) => Array.isArray(list) && list.every((reason) => typeof reason === 'string' && reason !== '')))
      problems.push(`a ${answer.status} whose errors are not reasons by field`);
  }
  return problems;
}

function context(text, index) {
  return text.slice(Math.max(0, index - 60), index + 80).replace(/\s+/g, ' ');
}
