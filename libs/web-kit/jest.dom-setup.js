// jsdom lacks a few browser APIs that Fluent UI, React Router and the portal's layout touch.
import { notifyManager } from '@tanstack/react-query';
import { TextDecoder, TextEncoder } from 'node:util';

// TanStack Query tells components of new answers on a timer; in tests a microtask lets act() see
// them, as it saw the state set by the effects the data hooks replaced.
notifyManager.setScheduler(queueMicrotask);

if (typeof window !== 'undefined') {
  if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
}
