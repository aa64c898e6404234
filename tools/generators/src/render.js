// Writes a template folder into an Nx tree: `__key__` in a path and `{{key}}` in a file's text are
// replaced by the value of `key`; a `.template` ending is dropped (it keeps the templates out of the
// generators' own type checks and tests).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function fill(text, values, where) {
  return text.replace(/\{\{(\w+)\}\}|__(\w+)__/g, (match, inText, inPath) => {
    const key = inText ?? inPath;
    if (!(key in values)) throw new Error(`${where}: the template names "${key}", which the generator does not give`);
    return String(values[key]);
  });
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/**
 * @param {{ exists(path: string): boolean, write(path: string, content: string): void }} tree
 * @param {string} templateDir
 * @param {string} target the folder to create, relative to the workspace root
 * @param {Record<string, string | number>} values
 */
export function renderTemplates(tree, templateDir, target, values) {
  if (tree.exists(target)) throw new Error(`${target} already exists; choose another name or remove it first`);
  for (const file of filesUnder(templateDir)) {
    const path = fill(relative(templateDir, file), values, file).replace(/\.template$/, '');
    tree.write(`${target}/${path}`, fill(readFileSync(file, 'utf8'), values, file));
  }
}

/** A dependency block taken from a package.json already in the tree, so versions stay the workspace's. */
export function dependenciesOf(tree, packageJsonPath, names) {
  const json = JSON.parse(tree.read(packageJsonPath, 'utf-8'));
  const all = { ...json.dependencies, ...json.devDependencies };
  const picked = names ? Object.fromEntries(names.map((name) => [name, all[name]])) : json.dependencies;
  const missing = Object.entries(picked)
    .filter(([, version]) => !version)
    .map(([name]) => name);
  if (missing.length) throw new Error(`${packageJsonPath} does not list ${missing.join(', ')}`);
  return picked;
}
