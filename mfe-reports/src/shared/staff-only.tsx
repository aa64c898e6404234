import { isAdmin, useSession } from '@portal/web-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/**
 * A staff report inside a path the route table opens to every signed-in user (/titles): anyone else is
 * sent to the access-denied page, as the shell's guards do; the gateway refuses its calls anyway.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  return isAdmin(session ?? undefined) ? <>{children}</> : <Navigate to="/access/admin" replace />;
}
