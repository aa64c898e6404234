// Run after `prisma generate` (npm run generate). Prisma's client loads its query compiler from a
// module that holds the WebAssembly as a 4.4 MB base64 text, imported as an ES module: the module
// stays in the module map for the life of the process, and with it its source and the text, about
// 9 MB of every service's heap, long after the compiler was built from them (a service's heap
// snapshot during the benchmark's import: 4.4 MB twice). The generated loader is rewritten to
// require() the same text from the package's CommonJS copy and drop it from require's cache once the
// compiler is built, so both can be collected. Fails when the loader is not found as expected (a new
// Prisma wrote it differently): the build stops rather than keep the 9 MB unnoticed.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GENERATED_CLASS = join(dirname(fileURLToPath(import.meta.url)), '..', 'src/generated/prisma/internal/class.ts');

/** `const { wasm } = await import("…wasm-base64.mjs")` and the `return await decodeBase64AsWasm(wasm)` after it. */
const IMPORTED = new RegExp(
  [
    /const \{ wasm \} = await import\("(@prisma\/client\/runtime\/query_compiler_\w+\.postgresql\.wasm-base64)\.mjs"\)/.source,
    /\s*\n(\s*)return await decodeBase64AsWasm\(wasm\)/.source,
  ].join(''),
);
export const RELEASED_MARK = '// The compiler text is dropped once built (libs/db/scripts/release-compiler-wasm.mjs).';

/** The generated client's source with the compiler's text loaded once and let go; unchanged when already so. */
export function releaseCompilerWasm(source) {
  if (source.includes(RELEASED_MARK)) return source;
  const match = IMPORTED.exec(source);
  if (!match) throw new Error('release-compiler-wasm: the generated client does not load its query compiler as expected; see the comment in this script');
  const [, specifier, indent] = match;
  const loader = [
    RELEASED_MARK,
    `const require = (await import('node:module')).createRequire(import.meta.url)`,
    `const path = require.resolve("${specifier}.js")`,
    `try {`,
    `  return await decodeBase64AsWasm(require(path).wasm as string)`,
    `} finally {`,
    `  delete require.cache[path]`,
    `}`,
  ].join(`\n${indent}`);
  return source.replace(IMPORTED, loader);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(GENERATED_CLASS, releaseCompilerWasm(readFileSync(GENERATED_CLASS, 'utf8')));
}
