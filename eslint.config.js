// ESLint for the whole tree (`npm run lint`). Layout is Prettier's job: eslint-config-prettier turns off the rules that
// would fight it, and tools/lint/line-length.mjs checks the 160-character limit.
// Only syntactic rules: the type-aware set (recommendedTypeChecked, a TypeScript program per project) took 3 min here
// on 2 cores against a one-minute budget.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['**/dist/', '**/artifact/', '**/node_modules/', 'libs/db/src/generated/', 'var/', '**/.nx/', 'coverage/', 'test-results/'] },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { secret: _secret, ...rest } = row` is how the code base drops a field; `_` marks a name kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Plain JavaScript (tools, tests, build and jest configs) runs on Node, as ES modules.
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // jsdom's setup and the functions Playwright runs inside the page see the browser's globals.
  {
    files: ['libs/web-kit/jest.dom-setup.js', 'tests/e2e/**/*.mjs', 'tests/resilience/specs/delivery*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // The browser projects: the rules of hooks (with the React Compiler's checks) and browser globals.
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Two React Compiler checks the portal (not built with the compiler) does not follow on purpose: a dialog resets its
      // fields when it opens and a form takes each new answer in an effect; the latest value of an inline callback lives in a ref.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },

  prettier,
);
