// jsdom lacks a few browser APIs that Fluent UI, React Router and the portal's layout touch.
import { configure } from '@testing-library/dom';
import { notifyManager } from '@tanstack/react-query';
import { TextDecoder, TextEncoder } from 'node:util';

// TanStack Query tells components of new answers on a timer; in tests a microtask lets act() see
// them, as it saw the state set by the effects the data hooks replaced.
notifyManager.setScheduler(queueMicrotask);

// findBy and waitFor wait up to 5 s, not 1: a screen that fetches, then renders a large Fluent tree, takes
// longer than 1 s when the machine is busy, and what a test waits for is the same either way.
configure({ asyncUtilTimeout: 5000 });

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
