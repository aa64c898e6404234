import { clearAlerts, lazyComponent, PageSuspense as Page } from '@portal/web-kit';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PublicFrame } from '../layout/public-frame.js';
import { REMOTES } from '../remotes/remote-table.js';
import { GuardedFrame } from '../routing/guarded-frame.js';
import { pageTitle, PORTAL_NAME } from '../routing/page-title.js';

// Each page is its own chunk: the first load carries the frame, not every page.
const LoginPage = lazyComponent(() => import('../pages/login/login-page.js'), 'LoginPage');
const HomePage = lazyComponent(() => import('../pages/home/home-page.js'), 'HomePage');
const WelcomePage = lazyComponent(() => import('../pages/welcome/welcome-page.js'), 'WelcomePage');
const AccessPage = lazyComponent(() => import('../pages/access/access-page.js'), 'AccessPage');
const HelpPage = lazyComponent(() => import('../pages/help/help-page.js'), 'HelpPage');
const RegisterPage = lazyComponent(() => import('../pages/accounts/register-page.js'), 'RegisterPage');
const RegistrationRequestedPage = lazyComponent(() => import('../pages/accounts/registration-requested-page.js'), 'RegistrationRequestedPage');
const RegistrationDocumentsPage = lazyComponent(() => import('../pages/accounts/registration-documents-page.js'), 'RegistrationDocumentsPage');
const ForgotPasswordPage = lazyComponent(() => import('../pages/accounts/forgot-password-page.js'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyComponent(() => import('../pages/accounts/reset-password-page.js'), 'ResetPasswordPage');
const SignaturePage = lazyComponent(() => import('../pages/signature/signature-page.js'), 'SignaturePage');
const MobileInstallPage = lazyComponent(() => import('../pages/mobile/mobile-install-page.js'), 'MobileInstallPage');
const MobileAppPage = lazyComponent(() => import('../pages/mobile/mobile-app-page.js'), 'MobileAppPage');
const VehicleCheckPage = lazyComponent(() => import('../pages/vehicle-check/vehicle-check-page.js'), 'VehicleCheckPage');
const ExitPhotoPage = lazyComponent(() => import('../pages/exit-photo/exit-photo-page.js'), 'ExitPhotoPage');
const NotFoundPage = lazyComponent(() => import('../pages/not-found/not-found-page.js'), 'NotFoundPage');

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
            path="register"
            element={
              <Page>
                <RegisterPage />
              </Page>
            }
          />
          <Route
            path="register/acuity"
            element={
              <Page>
                <RegisterPage />
              </Page>
            }
          />
          <Route
            path="registration-requested"
            element={
              <Page>
                <RegistrationRequestedPage />
              </Page>
            }
          />
          <Route
            path="registration-documents"
            element={
              <Page>
                <RegistrationDocumentsPage />
              </Page>
            }
          />
          <Route
            path="forgot-password"
            element={
              <Page>
                <ForgotPasswordPage />
              </Page>
            }
          />
          <Route
            path="reset/:token"
            element={
              <Page>
                <ResetPasswordPage />
              </Page>
            }
          />
          <Route
            path="user/signature"
            element={
              <Page>
                <SignaturePage />
              </Page>
            }
          />
          <Route
            path="mobileApp"
            element={
              <Page>
                <MobileAppPage />
              </Page>
            }
          />
          <Route
            path="NonCompliantVehicleCheck"
            element={
              <Page>
                <VehicleCheckPage />
              </Page>
            }
          />
          <Route
            path="exitPhoto/:riLocation"
            element={
              <Page>
                <ExitPhotoPage />
              </Page>
            }
          />
          <Route
            path="mobile/:type"
            element={
              <Page>
                <MobileInstallPage />
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
