import { alertError, getSession, isSignedIn, messageOf, subscribeSession } from '@portal/web-kit';

/**
 * Registers the remotes and starts single-spa once someone is signed in (at once when a session is
 * already there). Nobody signed out can reach a remote's page, so the sign-in page loads neither
 * single-spa nor anything of a remote.
 */
export function startRemotesWhenSignedIn(entries: Record<string, string>): void {
  let started = false;
  const startOnce = () => {
    if (started || !isSignedIn(getSession())) return;
    started = true;
    stopListening();
    import('./register-remote-apps.js')
      .then(({ startRemoteApps }) => startRemoteApps(entries))
      .catch((error: unknown) => {
        console.error(error);
        alertError(`The portal could not load its pages: ${messageOf(error)}`);
      });
  };
  const stopListening = subscribeSession(startOnce);
  startOnce();
}
