import { useSyncExternalStore } from 'react';

/** Below this width the drawer overlays the page and the search moves into a dialog. */
export const NARROW_QUERY = '(max-width: 768px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
