import { MASS_UPDATE_LEAVE_WARNING as LEAVE_WARNING } from '@portal/contracts/constants';
import { useEffect } from 'react';

interface RoutingEvent extends Event {
  detail?: { cancelNavigation?: () => void; oldUrl?: string; newUrl?: string };
}

/**
 * Asks before leaving the page while it holds vehicles (document 2 §2): single-spa's routing event for
 * moves inside the portal, the browser's own question when the tab is closed or reloaded.
 */
export function useLeaveWarning(active: boolean, confirmLeave: (text: string) => boolean = (text) => window.confirm(text)): void {
  useEffect(() => {
    if (!active) return undefined;
    const onRoute = (event: RoutingEvent) => {
      const { newUrl, oldUrl, cancelNavigation } = event.detail ?? {};
      if (!cancelNavigation || (newUrl && oldUrl && new URL(newUrl).pathname === new URL(oldUrl).pathname)) return;
      if (!confirmLeave(LEAVE_WARNING)) cancelNavigation();
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
    };
    window.addEventListener('single-spa:before-routing-event', onRoute);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', onRoute);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [active, confirmLeave]);
}
