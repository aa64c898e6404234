import { makeStyles } from '@fluentui/react-components';
import { messageOf, PortalProviders } from '@portal/web-kit';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import { RemoteErrorPanel } from './remote-error-panel.js';
import type { RemoteDefinition } from './remote-table.js';

interface MountProps {
  domElement?: HTMLElement;
}

const useStyles = makeStyles({
  // The panel sits on the shell's background, not on a block of the theme's.
  root: { backgroundColor: 'transparent' },
});

interface FailedRemoteProps {
  remote: RemoteDefinition;
  error: unknown;
  retry: () => Promise<void> | void;
}

function FailedRemote({ remote, error, retry }: FailedRemoteProps) {
  const styles = useStyles();
  return (
    <PortalProviders idPrefix={`failed-${remote.name}-`} className={styles.root}>
      <RemoteErrorPanel title={remote.title} remoteName={remote.name} detail={messageOf(error)} onRetry={retry} />
    </PortalProviders>
  );
}

/**
 * Stand-in single-spa lifecycles for a remote that failed to load: it mounts an error panel
 * where the remote would have been. `unload` lets single-spa drop it so Retry loads afresh.
 */
export function failedRemoteApp(
  remote: RemoteDefinition,
  error: unknown,
  retry: () => Promise<void> | void,
): LifeCycles<MountProps> & { unload: LifeCycleFn<MountProps> } {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (!props.domElement) return;
      root = createRoot(props.domElement);
      root.render(<FailedRemote remote={remote} error={error} retry={retry} />);
    },
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
    unload: async () => undefined,
  };
}
