import { isStaff, type Principal } from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/server-kit';

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

/** The clients table, as much of it as the check below reads. */
interface ClientCounter {
  client: { count(args: { where: { clientid: number } }): Promise<number> };
}

/**
 * The scope, with the chosen client known: a client that does not exist is a record not found (404), as
 * anywhere else (document 1 §6), never an empty dashboard of nobody. A client user's choice is refused first.
 */
export async function knownDashboardScope(db: ClientCounter, principal: Principal, rawClientId: string | undefined): Promise<DashboardScope> {
  const scope = dashboardScope(principal, rawClientId);
  if (scope.clientId !== null && (await db.client.count({ where: { clientid: scope.clientId } })) === 0) {
    throw new NotFoundError(`Client ${scope.clientId} not found`);
  }
  return scope;
}
