// One element per remote, made once and kept for the page's life. single-spa mounts a remote
// into its element whenever the address says so, even before (or while) the shell's frame is
// rendered; the frame only decides where the elements sit in the page.
const hosts = new Map<string, HTMLElement>();

export function remoteHost(name: string): HTMLElement {
  let host = hosts.get(name);
  if (!host) {
    host = document.createElement('div');
    host.id = `remote-${name}`;
    host.dataset.remote = name;
    hosts.set(name, host);
  }
  return host;
}
