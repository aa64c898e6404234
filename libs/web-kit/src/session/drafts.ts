import { getUser } from './session.js';

/**
 * Unsaved edits kept across an ended session: when the server ends a session (the refresh token was
 * refused), each open form is asked to keep what was typed, in sessionStorage under the page's address,
 * and the person signs in again and comes back to the same page, where the form takes it back.
 * Only the same user gets a draft back, so a colleague signing in on this tab never sees it.
 */
const PREFIX = 'portal:draft:';
const SESSION_ENDING = 'portal:session-ending';
/** Older drafts are not offered back: the record has likely moved on. */
const MAX_AGE_MS = 12 * 3600 * 1000;

interface Draft {
  userid: number | null;
  savedAt: number;
  values: Record<string, unknown>;
}

function storageKey(form: string, address: string): string {
  return `${PREFIX}${address}#${form}`;
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Said just before the person is sent to sign in again: open forms keep their edits now. */
export function announceSessionEnding(): void {
  window.dispatchEvent(new CustomEvent(SESSION_ENDING));
}

export function onSessionEnding(listener: () => void): () => void {
  window.addEventListener(SESSION_ENDING, listener);
  return () => window.removeEventListener(SESSION_ENDING, listener);
}

/** Keeps a form's unsaved values for this page (`form` names the record, e.g. `web_users/5`). */
export function keepDraft(form: string, values: Record<string, unknown>, address = currentAddress()): void {
  const draft: Draft = { userid: getUser()?.userid ?? null, savedAt: Date.now(), values };
  try {
    globalThis.sessionStorage?.setItem(storageKey(form, address), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the edits cannot be kept.
  }
}

/** The unsaved values kept for this form on this page, once; null when there are none for this user. */
export function takeDraft(form: string, address = currentAddress()): Record<string, unknown> | null {
  const key = storageKey(form, address);
  let draft: Draft | null;
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    globalThis.sessionStorage?.removeItem(key);
    draft = text ? (JSON.parse(text) as Draft) : null;
  } catch {
    return null;
  }
  if (!draft || typeof draft.values !== 'object' || draft.values === null) return null;
  if (draft.userid !== (getUser()?.userid ?? null) || Date.now() - draft.savedAt > MAX_AGE_MS) return null;
  return draft.values;
}
