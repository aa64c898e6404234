import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Session } from '@portal/web-kit';
import { guardRedirect } from '../routing/guards.js';
import type { RemoteDefinition } from './remote-table.js';

/** The remotes whose pages `session` may open: an area behind the admin guard only for staff. */
export function remotesOpenTo(session: Session, remotes: ReadonlyArray<RemoteDefinition>): RemoteDefinition[] {
  return remotes.filter((remote) => remote.prefixes.some((prefix) => guardRedirect(prefix, session) === null));
}

type WhenIdle = (task: () => void) => void;

const whenBrowserIdle: WhenIdle = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
};

/**
 * Once the browser has nothing else to do after sign-in, fetches and runs the code of each remote
 * the person may open, so the first visit to one only has to render it. A remote that cannot be
 * loaded now is left to its first visit, which shows why.
 */
export function preloadRemotes(remotes: ReadonlyArray<RemoteDefinition>, whenIdle: WhenIdle = whenBrowserIdle): void {
  whenIdle(() => {
    for (const remote of remotes) void loadRemote(`${remote.name}/app`).catch(() => undefined);
  });
}
