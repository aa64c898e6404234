// Copies into an artifact what runs: no source maps, type declarations, TypeScript sources, build
// caches or read-me files (about half the files of node_modules), but every licence and notice.
import { copyFileSync, cpSync, linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

const LEFT_OUT = [/\.map$/, /\.[cm]?ts$/, /\.tsbuildinfo$/, /\.md$/i];
const KEPT = /^(licen[cs]e|notice|copying)/i;

/** True for a file Node.js can load or a package needs at run time, and for the legal files that travel with a package. */
export function runsOrLicenses(path) {
  const name = basename(path);
  return KEPT.test(name) || !LEFT_OUT.some((pattern) => pattern.test(name));
}

/** Copies a built folder (an app's or a library's dist): copied, not linked, as the next build rewrites its files. */
export function copyBuilt(from, to) {
  cpSync(from, to, { recursive: true, filter: runsOrLicenses });
}

/**
 * Puts a folder's files into another as hard links where the file system allows (instant, and no
 * second copy on disk), as copies where it does not. Only for files nobody rewrites in place: npm
 * replaces a package's files when it installs another version, it never edits them.
 */
export function linkTree(from, to, filter = () => true) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (!filter(source)) continue;
    if (entry.isDirectory()) linkTree(source, target, filter);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** One installed package, without its own node_modules: the packages nested there are added one by one as they are needed. */
export function copyPackage(from, to) {
  const nested = join(from, 'node_modules');
  linkTree(from, to, (path) => path !== nested && runsOrLicenses(path));
}

/**
 * Fails when a symbolic link inside the artifact leads out of it: a copied artifact would then run
 * code from wherever it was made, and a container would not find it at all.
 */
export function assertSelfContained(dir) {
  const root = resolve(dir);
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isSymbolicLink()) {
        const target = resolve(folder, readlinkSync(path));
        if (target !== root && !target.startsWith(`${root}/`)) throw new Error(`${relative(root, path)} links out of the artifact, to ${target}`);
      } else if (entry.isDirectory()) walk(path);
    }
  };
  if (!lstatSync(root).isDirectory()) throw new Error(`${basename(root)} is not a folder`);
  walk(root);
}
