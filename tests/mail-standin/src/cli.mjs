#!/usr/bin/env node
// `node tests/mail-standin/src/cli.mjs [--smtp-port 2525] [--web-port 4312] [--dir var/mail]`
import { parseArgs } from 'node:util';
import { startMailStandin } from './mail-standin.mjs';

const { values } = parseArgs({ options: { 'smtp-port': { type: 'string' }, 'web-port': { type: 'string' }, dir: { type: 'string' } } });
const standin = await startMailStandin({
  smtpPort: Number(values['smtp-port'] ?? process.env.SMTP_PORT ?? 2525),
  webPort: Number(values['web-port'] ?? process.env.MAIL_STANDIN_WEB_PORT ?? 4312),
  dir: values.dir,
});
console.log(`Mail stand-in: SMTP on 127.0.0.1:${standin.smtpPort}, messages at http://127.0.0.1:${standin.webPort}/`);
const stop = async () => {
  await standin.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
