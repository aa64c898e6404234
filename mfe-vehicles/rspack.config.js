import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federationShared } from '@portal/web-kit/build/federation-shared';

const here = dirname(fileURLToPath(import.meta.url));

/** A remote: exposes single-spa lifecycles as `./app`; the shell finds it via `mf-manifest.json`. */
export default (_env, argv = {}) => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: here,
    entry: { main: './src/index.ts' },
    output: {
      path: resolve(here, 'dist'),
      // Chunks load from wherever this remote is deployed, not from the shell's origin.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'mfe_vehicles',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_vehicles',
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app/lifecycles.tsx' },
        shared: federationShared(here),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    performance: { hints: false },
  };
};
