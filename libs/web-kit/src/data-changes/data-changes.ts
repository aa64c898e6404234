/**
 * Tells other parts of the portal that records of a resource were written, so that what they show
 * from it (the Notes Queue count in the shell's menu) is read again at once instead of at the next
 * poll. Carried by a window event because the shell and each remote bundle their own copy of this
 * module. It carries no data: whoever listens asks the server again.
 */
const EVENT = 'portal:resource-changed';

interface ResourceChange {
  resource: string;
}

/** Call after a write that succeeded. */
export function announceResourceChange(resource: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ResourceChange>(EVENT, { detail: { resource } }));
}

/** Calls `listener` after each announced write to `resource`. Returns the unsubscribe. */
export function onResourceChange(resource: string, listener: () => void): () => void {
  const handler = (event: Event) => {
    if ((event as CustomEvent<ResourceChange>).detail?.resource === resource) listener();
  };
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
