import type { MouseEvent } from 'react';

type Navigator = (url: string) => void;

/**
 * Moves to `url` so that every app's router follows: through single-spa when the shell has
 * started it (it patches history and tells every app), otherwise with a popstate of our own.
 */
export function navigateTo(url: string): void {
  const singleSpaNavigate = (window as unknown as { singleSpaNavigate?: Navigator }).singleSpaNavigate;
  if (typeof singleSpaNavigate === 'function') {
    singleSpaNavigate(url);
    return;
  }
  window.history.pushState(window.history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/** For an anchor's onClick: a plain left click navigates in place; other clicks keep the browser's behaviour. */
export function followLink(event: MouseEvent<HTMLElement>, url: string, navigate: Navigator = navigateTo): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(url);
}
