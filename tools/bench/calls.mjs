// The calls around a measurement: signing in, a first call of each path, waiting for the queue to empty.
import { DEMO_PASSWORD } from '@portal/db';

/** Signs in, waiting (up to a minute) for a service still starting behind a gateway that already answers. */
export async function signIn(apiUrl, username) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${apiUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    if (response.ok) return (await response.json()).access_token;
    if (response.status < 500 || Date.now() > deadline) throw new Error(`bench: signing in as ${username} answered ${response.status}`);
    await response.body?.cancel();
  }
}

/** One call of each path before timing: a refused call stops the run here, with its answer. */
export async function warmUp(apiUrl, token, paths) {
  for (const path of paths.slice(0, 8)) {
    const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`bench: GET ${path} answered ${response.status}: ${body.slice(0, 500)}`);
  }
}

/** Waits (up to a minute) until the gateway answers a call again, so the calls queued by a measurement are served first. */
export async function settle(apiUrl, token, path) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    await response?.body?.cancel();
    if (response?.ok) return;
  }
}
