import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { listMail, startMailStandin, waitForMail } from './index.mjs';

const dir = mkdtempSync(join(tmpdir(), 'mail-standin-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A bare SMTP dialogue, so the stand-in is checked without the portal's own adapter. */
function sendRaw(port, from, to, raw) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const steps = [`EHLO test`, `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA', `${raw}\r\n.`, 'QUIT'];
    socket.on('data', (chunk) => {
      const code = chunk.toString().slice(0, 3);
      if (code[0] === '5' || code[0] === '4') return reject(new Error(chunk.toString()));
      const step = steps.shift();
      if (step) socket.write(`${step}\r\n`);
      else socket.end();
    });
    socket.on('close', resolve);
    socket.on('error', reject);
  });
}

test('keeps a message with its attachment, shows it on the page and keeps it across a restart', async () => {
  let standin = await startMailStandin({ smtpPort: 0, webPort: 0, dir });
  const raw = [
    'From: portal@example.test',
    'To: person@example.test',
    'Subject: Invoice 7',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain',
    '',
    'Your invoice is attached.',
    '--b',
    'Content-Type: application/pdf; name="invoice-7.pdf"',
    'Content-Disposition: attachment; filename="invoice-7.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('%PDF-1.4 test').toString('base64'),
    '--b--',
  ].join('\r\n');
  await sendRaw(standin.smtpPort, 'portal@example.test', 'person@example.test', raw);
  let web = `http://127.0.0.1:${standin.webPort}`;
  const message = await waitForMail(web, 'person@example.test', { timeoutMs: 5000 });
  assert.equal(message.subject, 'Invoice 7');
  assert.match(message.text, /Your invoice is attached/);
  assert.deepEqual(
    message.attachments.map((a) => [a.filename, a.contentType]),
    [['invoice-7.pdf', 'application/pdf']],
  );
  const attachment = await fetch(`${web}/messages/${message.id}/attachments/0`);
  assert.equal(Buffer.from(await attachment.arrayBuffer()).toString(), '%PDF-1.4 test');
  assert.match(await (await fetch(`${web}/`)).text(), /Invoice 7/);
  assert.deepEqual(await listMail(web, 'nobody@example.test'), []);
  await standin.stop();

  standin = await startMailStandin({ smtpPort: 0, webPort: 0, dir });
  web = `http://127.0.0.1:${standin.webPort}`;
  assert.deepEqual(
    (await listMail(web)).map((m) => m.subject),
    ['Invoice 7'],
  );
  await standin.stop();
});
