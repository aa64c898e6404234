// One build for the shell and every remote, so they compile, split and share modules alike.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { chunkLoadingGlobal } from '@portal/contracts/registry';
import { rspack } from '@rspack/core';
import { federationShared } from './federation-shared.js';

/** Which build this is: `PORTAL_BUILD_ID` (a release pipeline's version or commit), else the app's package version. */
function buildId(dir) {
  return process.env.PORTAL_BUILD_ID?.trim() || JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')).version;
}

/**
 * @param {object} app
 * @param {string} app.dir the app's folder
 * @param {string} app.name the federation name, a JS identifier (`shell`, `mfe_vehicles`)
 * @param {'host' | 'remote'} app.kind a host serves index.html from `/`; a remote exposes `./app` and `mf-manifest.json`
 * @param {Record<string, string>} [app.exposes] what a remote exposes
 * @param {{ template: string, title: string }} [app.html] the host page
 */
export function webAppConfig({ dir, name, kind, exposes, html }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const host = kind === 'host';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A host's entry only does import('./bootstrap'): the share scope must be ready before React loads.
      entry: { main: './src/index.ts' },
      output: {
        path: resolve(dir, 'dist'),
        // The host is absolute so deep links served by the SPA fallback find the scripts; a remote's
        // chunks load from wherever the remote is deployed, not from the shell's origin.
        publicPath: host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        chunkLoadingGlobal: chunkLoadingGlobal(name),
        clean: true,
      },
      // No source maps in a production build: they would hand out the whole source.
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // Sources import siblings with a .js suffix (ESM style); the files are .ts/.tsx.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
            type: 'javascript/auto',
          },
        ],
      },
      plugins: [
        // Each app shows the build it runs (web-kit's BUILD_ID), so a deployment can be checked from the page.
        new rspack.DefinePlugin({ __PORTAL_BUILD_ID__: JSON.stringify(buildId(dir)) }),
        ...(html ? [new rspack.HtmlRspackPlugin(html)] : []),
        new ModuleFederationPlugin(
          host
            ? { name, remotes: {}, shared: federationShared(dir), dts: false, manifest: false }
            : { name, filename: 'remoteEntry.js', exposes, shared: federationShared(dir), manifest: { fileName: 'mf-manifest.json' }, dts: false },
        ),
      ],
      performance: { hints: false },
    };
  };
}
