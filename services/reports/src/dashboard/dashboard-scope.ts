import { isStaff, type Principal } from '@portal/contracts';
import { ForbiddenError } from '@portal/server-kit';

/** Whose vehicles a dashboard counts: every client (staff without a choice), or a list of clients. */
export interface DashboardScope {
  /** The chosen client, or null. */
  clientId: number | null;
  /** The clients counted; null for every client. */
  clientIds: number[] | null;
}

/**
 * Staff see every client or the one they choose; a client user sees its own clients (its group's) and
 * may choose only among them: any other client is refused, never silently replaced.
 */
export function dashboardScope(principal: Principal, rawClientId: string | undefined): DashboardScope {
  const clientId = rawClientId ? Number(rawClientId) : null;
  if (isStaff(principal)) return { clientId, clientIds: clientId === null ? null : [clientId] };
  if (clientId !== null && !principal.clientIds.includes(clientId)) throw new ForbiddenError('That client is not yours');
  return { clientId, clientIds: clientId === null ? [...principal.clientIds] : [clientId] };
}
