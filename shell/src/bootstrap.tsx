import { setRuntimeConfig } from '@portal/web-kit';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { ShellApp } from './app/shell-app.js';
import { loadPortalManifest } from './remotes/portal-manifest.js';
import { registerRemoteApps } from './remotes/register-remote-apps.js';

async function bootstrap(): Promise<void> {
  const manifest = await loadPortalManifest();
  setRuntimeConfig({ apiBaseUrl: manifest.apiBaseUrl });
  registerRemoteApps(manifest.remotes);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<ShellApp />);

  start({ urlRerouteOnly: true });
}

void bootstrap();
