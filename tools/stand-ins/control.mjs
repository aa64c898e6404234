// The switches every stand-in server offers to tests: latency, a number of failing answers, or down.
// `POST /__control` with {latency_ms, fail_next, fail_status, down} changes them; `GET /__control` reads them.

export function createControl() {
  return { latency_ms: 0, fail_next: 0, fail_status: 503, down: false, requests: 0 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Serves the control calls, and applies the switches to any other request: answers true when the
 * request was handled here (a control call or a simulated failure), false when the stand-in serves it.
 */
export async function applyControl(control, req, res, path) {
  if (path === '/__control') {
    if (req.method === 'POST') {
      const body = (await readJson(req)) ?? {};
      for (const key of ['latency_ms', 'fail_next', 'fail_status']) if (Number.isFinite(body[key])) control[key] = Number(body[key]);
      if (typeof body.down === 'boolean') control.down = body.down;
    }
    sendJson(res, 200, control);
    return true;
  }
  control.requests += 1;
  if (control.latency_ms > 0) await sleep(control.latency_ms);
  if (control.down) {
    req.socket.destroy();
    return true;
  }
  if (control.fail_next > 0) {
    control.fail_next -= 1;
    sendJson(res, control.fail_status, { message: 'simulated failure' });
    return true;
  }
  return false;
}
