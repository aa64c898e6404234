// Shared jest settings: native ESM (NestJS 12 is ESM-only) with SWC emitting decorator metadata.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = dirname(fileURLToPath(import.meta.url));
const swc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));

/** @param {{ dom?: boolean }} [options] */
export function preset(options = {}) {
  return {
    testEnvironment: options.dom ? 'jsdom' : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false, sourceMaps: 'inline' }] },
    moduleNameMapper: {
      '^@portal/(contracts|db|server-kit|web-kit)$': join(root, 'libs/$1/src/index.ts'),
      '^@portal/(contracts|db|server-kit|web-kit)/([a-z-]+)$': join(root, 'libs/$1/src/$2/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/src/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // jsdom lacks browser APIs that Fluent UI and React Router touch; web-kit fills them in.
    setupFiles: options.dom ? [join(root, 'libs/web-kit/jest.dom-setup.js')] : [join(root, 'tools/jest/node-setup.js')],
    testTimeout: 30000,
  };
}
