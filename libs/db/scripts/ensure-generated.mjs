// Runs `prisma generate` only when the generated client is missing or older than the schema
// (keeps `npm test` quick and avoids rewriting the client under a concurrently running build).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = join(root, 'prisma/schema.prisma');
const client = join(root, 'src/generated/prisma/client.ts');
if (!existsSync(client) || statSync(client).mtimeMs < statSync(schema).mtimeMs) {
  execFileSync('npm', ['run', 'generate', '--silent'], { cwd: root, stdio: 'inherit' });
}
