// Written into each bundle by its build (build/rspack-app.js: PORTAL_BUILD_ID, else the app's version).
// The shell and every remote bundle their own copy of this library, so each reports its own build.
declare const __PORTAL_BUILD_ID__: string | undefined;

/** Which build of this app is running; every React root shows it as `data-portal-build`. */
export const BUILD_ID: string = typeof __PORTAL_BUILD_ID__ === 'string' ? __PORTAL_BUILD_ID__ : 'development';
