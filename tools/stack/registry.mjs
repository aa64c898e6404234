// The registry of apps (libs/contracts/src/registry) as the stack scripts read it: from the built
// contracts library. Loaded on first use, not on import, because `npm start` imports these scripts
// before it builds anything.

/** @returns {Promise<typeof import('@portal/contracts/registry')>} */
export async function portalApps() {
  try {
    return await import('@portal/contracts/registry');
  } catch (error) {
    throw new Error(`the registry of apps is not built (npx nx run @portal/contracts:build): ${error.message}`, { cause: error });
  }
}

/** The static server's variable that moves a remote (`PORTAL_REMOTE_MFE_VEHICLES`). */
export function remoteEnvName(remoteName) {
  return `PORTAL_REMOTE_${remoteName.toUpperCase()}`;
}
