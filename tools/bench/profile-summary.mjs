// Ranks where a .cpuprofile's time went: by package (or the portal's own folder) and by function,
// self time and total time (the function and what it called). `node tools/bench/profile-summary.mjs <file> [rows]`.
import { readFileSync } from 'node:fs';

/** `node_modules/@scope/name` or `node_modules/name`, the portal's own folder, or what V8 calls the frame. */
export function placeOf(url) {
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node';
  const own = /\/(gateway|libs\/[^/]+|services\/[^/]+)\//.exec(url);
  return own ? own[1] : url;
}

export function summarizeProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPlace = new Map();
  const byFunction = new Map();
  const inclusive = new Map();
  const walk = (node, ancestors) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${placeOf(url)}${url && !url.includes('node_modules') ? `:${lineNumber + 1}` : ''}`;
    const ms = self.get(node.id) ?? 0;
    byPlace.set(placeOf(url), (byPlace.get(placeOf(url)) ?? 0) + ms);
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    let below = ms;
    const seen = ancestors.has(key);
    if (!seen) ancestors.add(key);
    for (const childId of node.children ?? []) below += walk(byId.get(childId), ancestors);
    if (!seen) {
      ancestors.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + below);
    }
    return below;
  };
  walk(profile.nodes[0], new Set());
  const ranked = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { total, byPlace: ranked(byPlace), byFunction: ranked(byFunction), inclusive: ranked(inclusive) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, rowsText = '25'] = process.argv.slice(2);
  const rows = Number(rowsText);
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')));
  const idle = summary.byFunction.find(([key]) => key.startsWith('(idle)'))?.[1] ?? 0;
  const busy = summary.total - idle;
  const show = (title, list) => {
    console.log(`\n${title}`);
    for (const [key, ms] of list.slice(0, rows)) console.log(`  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${key}`);
  };
  console.log(`${file}: ${busy.toFixed(0)} ms busy of ${summary.total.toFixed(0)} ms sampled`);
  show(
    'self time by package',
    summary.byPlace.filter(([key]) => key !== '(native)' || true),
  );
  show('self time by function', summary.byFunction);
  show('total time by function', summary.inclusive);
}
