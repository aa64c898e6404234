export type AlertIntent = 'success' | 'error' | 'info' | 'warning';

export interface Alert {
  id: string;
  intent: AlertIntent;
  text: string;
  /** Milliseconds before it goes away by itself; 0 keeps it until closed or cleared. */
  timeoutMs: number;
  /** A new alert of a group replaces the alerts of that group still shown; none stays until it goes by itself. */
  group?: string;
}

export type AlertEvent = { kind: 'show'; alert: Alert } | { kind: 'clear' };

export interface AlertOptions {
  timeoutMs?: number;
  /** Null keeps the alert beside later outcomes; a name makes a group of its own. */
  group?: string | null;
}

/** Notices last 6000 ms (document 1 §9). */
export const ALERT_TIMEOUT_MS = 6000;

/**
 * The result of the last thing a person did on the page (saved, refused, nothing found). Only the
 * latest is true, so a new one replaces the earlier: "Client Saved" must not stay beside the
 * "Please fill in Client Name" it answered. The shell clears every alert when the page changes.
 */
export const OUTCOME_GROUP = 'outcome';

// Warnings are standing notices (a CSV that holds only part of the rows): a later outcome does not
// make them less true, so they stay until they time out or are closed.
const DEFAULT_GROUP: Record<AlertIntent, string | undefined> = {
  success: OUTCOME_GROUP,
  error: OUTCOME_GROUP,
  info: OUTCOME_GROUP,
  warning: undefined,
};

// Carried by a window event so that alerts raised in any separately bundled remote reach the
// one alert area the shell shows.
const EVENT = 'portal:alert';

let counter = 0;

export function showAlert(intent: AlertIntent, text: string, { timeoutMs = ALERT_TIMEOUT_MS, group }: AlertOptions = {}): string {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
  const resolvedGroup = group === undefined ? DEFAULT_GROUP[intent] : (group ?? undefined);
  dispatch({ kind: 'show', alert: { id, intent, text, timeoutMs, ...(resolvedGroup ? { group: resolvedGroup } : {}) } });
  return id;
}

export const alertSuccess = (text: string, options?: AlertOptions) => showAlert('success', text, options);
export const alertError = (text: string, options?: AlertOptions) => showAlert('error', text, options);
export const alertInfo = (text: string, options?: AlertOptions) => showAlert('info', text, options);
export const alertWarning = (text: string, options?: AlertOptions) => showAlert('warning', text, options);

export function clearAlerts(): void {
  dispatch({ kind: 'clear' });
}

export function subscribeAlerts(listener: (event: AlertEvent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AlertEvent>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}

/** The alerts shown once `alert` arrives: it replaces those of its group. */
export function withAlert(list: ReadonlyArray<Alert>, alert: Alert): Alert[] {
  const kept = alert.group ? list.filter((a) => a.group !== alert.group) : list;
  return [...kept, alert];
}

function dispatch(detail: AlertEvent): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<AlertEvent>(EVENT, { detail }));
}
