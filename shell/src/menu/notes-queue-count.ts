import { isAdmin, onResourceChange, useApi, type Session } from '@portal/web-kit';
import { useEffect, useState } from 'react';

/** How often the count is refreshed while the menu is shown: notes others write arrive no other way. */
export const NOTES_COUNT_REFRESH_MS = 60_000;

/** The resource whose writes change the count (a note added, marked complete). */
export const NOTES_RESOURCE = 'vehicle_notes';

/**
 * The open notes count for the Notes Queue entry (staff only); 0 when unknown. Always the server's
 * count: it is read again after a note change announced by any app, on entering or leaving the notes
 * pages, and on a timer.
 */
export function useNotesQueueCount(session: Session, pathname: string): number {
  const api = useApi();
  const admin = isAdmin(session);
  const [count, setCount] = useState(0);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!admin) return;
    const again = () => setTick((t) => t + 1);
    const timer = setInterval(again, NOTES_COUNT_REFRESH_MS);
    const stop = onResourceChange(NOTES_RESOURCE, again);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [admin]);

  const onNotesPage = pathname.startsWith('/vehicle_notes');
  useEffect(() => {
    if (!admin) {
      setCount(0);
      return;
    }
    // Aborting keeps an older, slower answer from overwriting the count read after a change.
    const controller = new AbortController();
    api.listResource('vehicle_notes_open', { per_page: 1 }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setCount(Number(page.total) || 0);
      },
      () => {
        if (!controller.signal.aborted) setCount(0);
      },
    );
    return () => controller.abort();
  }, [api, admin, onNotesPage, tick]);

  return count;
}
