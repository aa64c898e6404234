#!/usr/bin/env node
// TypeScript 7's compiler, native, under its own name. The browser projects' type check (`typecheck`,
// noEmit) runs it: it checks a project in about a quarter of TypeScript 6's time. Everything that emits
// or reads TypeScript's compiler API (the services' builds, ts-node users, typescript-eslint) stays on
// TypeScript 6, the repository's own `typescript`, which keeps the plain `tsc`: TypeScript 7 ships no
// compiler API. This package's `typescript` is 7; npm installs it inside this folder, beside the root's 6.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const launcher = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const { status, signal, error } = spawnSync(process.execPath, [launcher, ...process.argv.slice(2)], { stdio: 'inherit' });
if (error) throw error;
process.exit(signal ? 1 : (status ?? 1));
