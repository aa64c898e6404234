// The packages the shell and every remote must share as one instance, and nothing more: a shared
// package is built whole (no tree shaking, since any app may use any of its exports) and the shell
// loads it before its first page. So only what breaks when duplicated is shared:
// - React: two copies break hooks. react-dom brings scheduler, listed so no app bundles a second one.
// - Griffel, Fluent's style engine: mergeClasses finds atomic classes in a table of @griffel/core, and
//   the renderer of @griffel/react inserts each rule once into one set of <style> elements.
// - Fluent's contexts (theme, provider, overrides, portal mount node) and the FluentProvider, so a
//   component reads the context its provider wrote whichever bundle it came from.
// Everything else of Fluent (@fluentui/react-components, the component packages, icons, tabster),
// react-router, TanStack Query and web-kit is bundled by each app, tree-shaken to what it uses.
// Deep imports are separate share keys, so each entry point used is listed. Nothing is eager: the
// host's entry only does import('./bootstrap'), which gives the share scope time to initialise.
import { createRequire } from 'node:module';

export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'scheduler',
  '@griffel/core',
  '@griffel/react',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-provider',
];

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
