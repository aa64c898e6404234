import { isSignedIn, lazyComponent, useSession } from '@portal/web-kit';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PublicFrame } from '../layout/public-frame.js';
import { guardRedirect } from './guards.js';

// The signed-in chrome (menu, search, drawer) is its own chunk: the sign-in page does not carry it.
const AppFrame = lazyComponent(() => import('../layout/app-frame.js'), 'AppFrame');

/** Applies the guards, then shows the signed-in chrome or the public one. */
export function GuardedFrame() {
  const session = useSession();
  const { pathname } = useLocation();
  const redirect = guardRedirect(pathname, session);
  if (redirect) return <Navigate to={redirect} replace />;
  return isSignedIn(session) ? (
    <Suspense fallback={null}>
      <AppFrame />
    </Suspense>
  ) : (
    <PublicFrame />
  );
}
