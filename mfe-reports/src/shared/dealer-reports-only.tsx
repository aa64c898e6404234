import { isPaperworkDealer } from '@portal/contracts/constants';
import { isAdmin, ownClientName, useSession } from '@portal/web-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/**
 * The paperwork dealer's reports (RI Open Contracts, Hudson Paperwork Download): staff and the users of
 * the client whose menu offers them (document 1 §2.2); any other client user typing the address is sent
 * to the access-denied page, as the menu never showed it. The data stays each caller's own either way.
 */
export function DealerReportsOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const allowed = session ? isAdmin(session) || isPaperworkDealer(ownClientName(session)) : false;
  return allowed ? <>{children}</> : <Navigate to="/access/client" replace />;
}
