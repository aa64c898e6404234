// This bundle is meant to be loaded by the portal shell through `mf-manifest.json`; opened on its
// own it only says where to go.
document.body.textContent = 'This part of the portal opens inside the portal shell.';
