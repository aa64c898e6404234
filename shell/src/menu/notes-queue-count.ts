import { useApi, type Session, isAdmin } from '@portal/web-kit';
import { useEffect, useState } from 'react';

/** How often the count is refreshed while the menu is shown. */
export const NOTES_COUNT_REFRESH_MS = 60_000;

/** The open notes count for the Notes Queue entry (staff only); 0 when unknown. */
export function useNotesQueueCount(session: Session, pathname: string): number {
  const api = useApi();
  const admin = isAdmin(session);
  const [count, setCount] = useState(0);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!admin) return;
    const timer = setInterval(() => setTick((t) => t + 1), NOTES_COUNT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [admin]);

  // Leaving or entering the notes pages is when the count most likely changed.
  const onNotesPage = pathname.startsWith('/vehicle_notes');
  useEffect(() => {
    if (!admin) {
      setCount(0);
      return;
    }
    let active = true;
    api.listResource('vehicle_notes_open', { per_page: 1 }).then(
      (page) => active && setCount(Number(page.total) || 0),
      () => active && setCount(0),
    );
    return () => {
      active = false;
    };
  }, [api, admin, onNotesPage, tick]);

  return count;
}
