// The packages the shell and every remote must share as one instance. Two copies of React break
// hooks; two copies of Fluent or Griffel break the theme and style insertion. Deep imports are
// separate share keys, so each entry point used is listed. Nothing is eager: the host's entry
// only does import('./bootstrap'), which gives the share scope time to initialise.
import { createRequire } from 'node:module';

const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@fluentui/react-components', '@griffel/react', 'react-router'];

/** @param {string} fromDir the app's folder, so versions come from what that app resolves */
export function federationShared(fromDir) {
  const require = createRequire(`${fromDir}/package.json`);
  const declared = require(`${fromDir}/package.json`).dependencies ?? {};
  const shared = {};
  for (const request of SINGLETONS) {
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    // The app's own declared range when it has one; else the installed major.minor.
    const [major, minor] = require(`${pkg}/package.json`).version.split('.');
    shared[request] = { singleton: true, requiredVersion: declared[pkg] ?? `^${major}.${minor}.0` };
  }
  return shared;
}
