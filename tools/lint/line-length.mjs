// No line over 160 characters in the project's own source and config files: Prettier wraps code at 160, this catches
// what it cannot wrap (strings, template literals, comments) and files it does not format (generator templates).
// Markdown is left out (a table row is one line), and so are migrations, which are applied as written.
// A comment line whose overflow is a URL is let through.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const LIMIT = 160;
const CHECKED = /\.(ts|tsx|js|mjs|cjs|json|ts\.template|tsx\.template|js\.template|json\.template)$/;
const SKIPPED = [/^libs\/db\/src\/generated\//, /(^|\/)package-lock\.json$/];
const URL_IN_COMMENT = /^\s*(\/\/|\/?\*).*\bhttps?:\/\/\S+/;

// Tracked files and new ones that are not ignored: what a commit would hold.
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => CHECKED.test(file) && !SKIPPED.some((pattern) => pattern.test(file)) && existsSync(join(ROOT, file)));

let found = 0;
for (const file of new Set(files)) {
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.length <= LIMIT || URL_IN_COMMENT.test(line)) return;
      found++;
      console.log(`${file}:${index + 1}: ${line.length} characters (at most ${LIMIT})`);
    });
}
if (found) {
  console.log(`\n${found} line(s) over ${LIMIT} characters: wrap the code with \`npx prettier --write <file>\`, split strings and comments by hand.`);
  process.exit(1);
}
console.log(`line length: ${new Set(files).size} files, none over ${LIMIT} characters`);
