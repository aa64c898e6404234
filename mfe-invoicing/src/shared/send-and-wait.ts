import { invoiceSentText } from '@portal/contracts/constants';
import { alertError, alertInfo, alertSuccess } from '@portal/web-kit';

/** Where a queued invoice e-mail stands, as the send calls answer it. */
export interface SendState {
  state: string;
  email: string | null;
  failedReason?: string;
}

/** How often, and how long, a screen asks how a queued e-mail stands (the job retries for about a minute). */
const POLL_MS = 1000;
const POLL_LIMIT_MS = 120_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queues an e-mail and asks how it stands until it is sent, failed or the screen stops waiting. */
export async function sendAndWait<T extends SendState>(start: () => Promise<T>, poll: () => Promise<T>): Promise<T> {
  let state = await start();
  const until = Date.now() + POLL_LIMIT_MS;
  while (['waiting', 'active', 'delayed'].includes(state.state) && Date.now() < until) {
    await wait(POLL_MS);
    state = await poll();
  }
  return state;
}

/**
 * Says how a sent e-mail ended: "Invoice sent: {email}" (document 2 §8) once the mail server accepted it, why
 * not when it failed, or that it is still queued (`later` says where it will show). True when it was sent.
 */
export function announceSent(state: SendState, email: string, later: string): boolean {
  if (state.state === 'completed') {
    alertSuccess(invoiceSentText(state.email ?? email));
    return true;
  }
  if (state.state === 'failed') alertError(`The e-mail was not sent: ${state.failedReason ?? 'the mail server refused it'}`);
  else alertInfo(`The e-mail to ${state.email ?? email} is still queued; ${later}`);
  return false;
}
