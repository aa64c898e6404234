import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webAppConfig } from '@portal/web-kit/build/rspack-app';

/** A remote: exposes single-spa lifecycles as `./app`; the shell finds it via `mf-manifest.json`. */
export default webAppConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_loads',
  kind: 'remote',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
