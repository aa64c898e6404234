import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Turns a remote that cannot be loaded (manifest, entry or module) into whatever `standIn`
 * returns, instead of an exception that would leave the page blank.
 */
export function remoteErrorPlugin(standIn: (remoteName: string, error: unknown) => unknown): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-error',
    errorLoadRemote(args) {
      // Earlier stages expect other replacements (a manifest, request args); letting them fail
      // brings the error here, to the final stage, once.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`Remote ${args.id} failed to load`, args.error);
      return standIn(args.remote?.name ?? args.id.split('/')[0], args.error);
    },
  };
}
