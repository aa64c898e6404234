import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webAppConfig } from '@portal/web-kit/build/rspack-app';

/** The host: single-spa root config plus the shell's own pages. Remotes are found at runtime. */
export default webAppConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  kind: 'host',
  html: { template: './public/index.html', title: 'Version2' },
});
