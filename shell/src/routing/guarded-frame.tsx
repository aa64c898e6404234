import { isSignedIn, useSession } from '@portal/web-kit';
import { Navigate, useLocation } from 'react-router';
import { AppFrame } from '../layout/app-frame.js';
import { PublicFrame } from '../layout/public-frame.js';
import { guardRedirect } from './guards.js';

/** Applies the guards, then shows the signed-in chrome or the public one. */
export function GuardedFrame() {
  const session = useSession();
  const { pathname } = useLocation();
  const redirect = guardRedirect(pathname, session);
  if (redirect) return <Navigate to={redirect} replace />;
  return isSignedIn(session) ? <AppFrame /> : <PublicFrame />;
}
