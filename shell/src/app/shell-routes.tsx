import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { clearAlerts } from '@portal/web-kit';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PublicFrame } from '../layout/public-frame.js';
import { REMOTES } from '../remotes/remote-table.js';
import { GuardedFrame } from '../routing/guarded-frame.js';
import { pageTitle, PORTAL_NAME } from '../routing/page-title.js';

// Each page is its own chunk: the first load carries the frame, not every page.
const LoginPage = lazy(() => import('../pages/login/login-page.js').then((m) => ({ default: m.LoginPage })));
const HomePage = lazy(() => import('../pages/home/home-page.js').then((m) => ({ default: m.HomePage })));
const WelcomePage = lazy(() => import('../pages/welcome/welcome-page.js').then((m) => ({ default: m.WelcomePage })));
const AccessPage = lazy(() => import('../pages/access/access-page.js').then((m) => ({ default: m.AccessPage })));
const HelpPage = lazy(() => import('../pages/help/help-page.js').then((m) => ({ default: m.HelpPage })));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page.js').then((m) => ({ default: m.NotFoundPage })));

const useStyles = makeStyles({
  loading: { paddingTop: tokens.spacingVerticalXXL },
});

function Page({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <Suspense fallback={<Spinner className={styles.loading} label="Loading..." />}>{children}</Suspense>;
}

/** Clears alerts and sets the document title on every route change (document 3 §2.12). */
function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    clearAlerts();
    document.title = `${pageTitle(pathname)} | ${PORTAL_NAME}`;
  }, [pathname]);
  return null;
}

/** The shell's own routes; the remotes' prefixes render nothing here, the remote fills the frame. */
export function ShellRoutes() {
  return (
    <>
      <RouteEffects />
      <Routes>
        <Route element={<PublicFrame />}>
          <Route
            path="login"
            element={
              <Page>
                <LoginPage />
              </Page>
            }
          />
        </Route>
        <Route element={<GuardedFrame />}>
          <Route
            index
            element={
              <Page>
                <HomePage />
              </Page>
            }
          />
          <Route
            path="welcome"
            element={
              <Page>
                <WelcomePage />
              </Page>
            }
          />
          <Route
            path="help"
            element={
              <Page>
                <HelpPage />
              </Page>
            }
          />
          <Route
            path="access/:level"
            element={
              <Page>
                <AccessPage />
              </Page>
            }
          />
          {REMOTES.flatMap((remote) => remote.prefixes).map((prefix) => (
            <Route key={prefix} path={`${prefix.replace(/^\//, '')}/*`} element={null} />
          ))}
          <Route
            path="*"
            element={
              <Page>
                <NotFoundPage />
              </Page>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
