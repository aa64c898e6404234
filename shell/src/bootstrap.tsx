import { setRuntimeConfig } from '@portal/web-kit';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/shell-app.js';
import { loadPortalManifest, setSiteSettings } from './remotes/portal-manifest.js';
import { startRemotesWhenSignedIn } from './remotes/start-remotes.js';

async function bootstrap(): Promise<void> {
  const manifest = await loadPortalManifest();
  setRuntimeConfig({ apiBaseUrl: manifest.apiBaseUrl });
  setSiteSettings(manifest);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<ShellApp />);

  startRemotesWhenSignedIn(manifest.remotes);
}

void bootstrap();
