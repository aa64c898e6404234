// jsdom lacks a few browser APIs that Fluent UI, React Router and the portal's layout touch.
import { TextDecoder, TextEncoder } from 'node:util';

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
