import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { remoteHost } from './remote-hosts.js';
import { REMOTES, remoteForPath } from './remote-table.js';

const useStyles = makeStyles({
  loading: { paddingTop: tokens.spacingVerticalXXL },
});

/** Where the remotes' own pages appear inside the frame. */
export function RemoteOutlet() {
  const styles = useStyles();
  const slot = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);

  useLayoutEffect(() => {
    const container = slot.current;
    if (!container) return;
    for (const { name } of REMOTES) container.appendChild(remoteHost(name));
  }, []);

  const empty = useHostIsEmpty(remote?.name);
  return (
    <>
      {remote && empty ? <Spinner className={styles.loading} label="Loading..." /> : null}
      <div ref={slot} />
    </>
  );
}

/** True while the remote that owns the page has not rendered anything yet. */
function useHostIsEmpty(name: string | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (!name) return () => undefined;
      const observer = new MutationObserver(listener);
      observer.observe(remoteHost(name), { childList: true });
      return () => observer.disconnect();
    },
    () => (name ? remoteHost(name).childElementCount === 0 : false),
  );
}
