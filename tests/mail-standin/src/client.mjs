// What tests use to find a message at the stand-in: they poll its JSON answer until the message arrives.

/** The messages kept for `to` (all when omitted), oldest first. */
export async function listMail(webUrl, to) {
  const res = await fetch(`${webUrl}/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  if (!res.ok) throw new Error(`mail stand-in answered ${res.status}`);
  return res.json();
}

/** Waits for a message to `to` that `matches` accepts (the newest one), or fails after `timeoutMs`. */
export async function waitForMail(webUrl, to, { matches = () => true, timeoutMs = 30000 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail(webUrl, to)).filter(matches);
    if (found.length) return found[found.length - 1];
    if (Date.now() > until) throw new Error(`no e-mail to ${to} reached the stand-in within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
