import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { federationShared } from '@portal/web-kit/build/federation-shared';

const here = dirname(fileURLToPath(import.meta.url));

/** The host: single-spa root config plus the shell's own pages. Remotes are found at runtime. */
export default (_env, argv = {}) => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: here,
    // Only `import('./bootstrap')`: the share scope must be initialised before React loads.
    entry: { main: './src/index.ts' },
    output: {
      path: resolve(here, 'dist'),
      // Absolute, so deep links served through the SPA fallback still find the scripts.
      publicPath: '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'shell',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      new rspack.HtmlRspackPlugin({ template: './public/index.html', title: 'Version2' }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: federationShared(here),
        dts: false,
        manifest: false,
      }),
    ],
    performance: { hints: false },
  };
};
