#!/usr/bin/env node
// TypeScript 7's compiler, native, under its own name. The browser projects' type check (`typecheck`,
// noEmit) runs it: it checks a project in about a quarter of TypeScript 6's time. Everything that emits
// or reads TypeScript's compiler API (the services' builds, typescript-eslint) stays on TypeScript 6, the
// repository's own `typescript`, which keeps the plain `tsc`: TypeScript 7 ships no compiler API. This
// package's `typescript` is 7; npm installs it inside this folder, beside the root's 6.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

// TypeScript 7's own launcher: it runs the native compiler with this process's arguments and exits with its status.
const launcher = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
await import(pathToFileURL(launcher).href);
