export type AlertIntent = 'success' | 'error' | 'info' | 'warning';

export interface Alert {
  id: string;
  intent: AlertIntent;
  text: string;
  /** Milliseconds before it goes away by itself; 0 keeps it until closed or cleared. */
  timeoutMs: number;
}

export type AlertEvent = { kind: 'show'; alert: Alert } | { kind: 'clear' };

/** Notices last 6000 ms (document 1 §9). */
export const ALERT_TIMEOUT_MS = 6000;

// Carried by a window event so that alerts raised in any separately bundled remote reach the
// one alert area the shell shows.
const EVENT = 'portal:alert';

let counter = 0;

export function showAlert(intent: AlertIntent, text: string, timeoutMs = ALERT_TIMEOUT_MS): string {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
  dispatch({ kind: 'show', alert: { id, intent, text, timeoutMs } });
  return id;
}

export const alertSuccess = (text: string) => showAlert('success', text);
export const alertError = (text: string) => showAlert('error', text);
export const alertInfo = (text: string) => showAlert('info', text);
export const alertWarning = (text: string) => showAlert('warning', text);

export function clearAlerts(): void {
  dispatch({ kind: 'clear' });
}

export function subscribeAlerts(listener: (event: AlertEvent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AlertEvent>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}

function dispatch(detail: AlertEvent): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<AlertEvent>(EVENT, { detail }));
}
