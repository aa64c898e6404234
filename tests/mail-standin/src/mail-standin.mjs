// The local stand-in for the mail server: a real SMTP server (smtp-server) that keeps every message it
// receives, with its attachments, and shows them on a small web page and as JSON for the tests.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { renderInbox, renderMessage } from './pages.mjs';

/** One kept message, as the page and the JSON answers show it. */
async function parse(id, raw, envelope) {
  const mail = await simpleParser(raw);
  return {
    id,
    receivedAt: envelope.receivedAt,
    from: mail.from?.text ?? envelope.from ?? '',
    to: envelope.to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename ?? 'attachment', contentType: a.contentType, size: a.size, content: a.content })),
  };
}

function summary(message) {
  const { attachments, ...rest } = message;
  return { ...rest, attachments: attachments.map(({ content: _content, ...a }) => a) };
}

/**
 * Starts the SMTP server and the web page. `dir` keeps each raw message (`.eml`) and its envelope, so
 * a restart shows what came before; without it messages live as long as the process.
 * Answers `{smtpPort, webPort, messages, stop()}`.
 */
export async function startMailStandin({ smtpPort = 2525, webPort = 4312, host = '127.0.0.1', dir } = {}) {
  const messages = [];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const envelope = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      messages.push(await parse(envelope.id, readFileSync(join(dir, `${envelope.id}.eml`)), envelope));
    }
  }
  let next = messages.reduce((max, m) => Math.max(max, Number(m.id)), 0) + 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Any user name and password are accepted, as a production server's would be by the adapter's settings.
    onAuth: (_auth, _session, callback) => callback(null, { user: 'portal' }),
    size: 50 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const id = String(next++).padStart(6, '0');
          const envelope = {
            id,
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          if (dir) {
            writeFileSync(join(dir, `${id}.eml`), raw);
            writeFileSync(join(dir, `${id}.json`), JSON.stringify(envelope));
          }
          messages.push(await parse(id, raw, envelope));
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });

  const web = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const parts = url.pathname.split('/').filter(Boolean);
    const found = (id) => messages.find((m) => m.id === id);
    if (req.method === 'DELETE' && url.pathname === '/api/messages') {
      messages.length = 0;
      return send(204, 'text/plain', '');
    }
    if (req.method !== 'GET') return send(405, 'text/plain', 'Method Not Allowed');
    if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', renderInbox(messages));
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = messages.filter((m) => !to || m.to.some((address) => address.toLowerCase() === to));
      return send(200, 'application/json', JSON.stringify(list.map(summary)));
    }
    if (parts[0] === 'api' && parts[1] === 'messages' && parts.length === 3) {
      const message = found(parts[2]);
      return message ? send(200, 'application/json', JSON.stringify(summary(message))) : send(404, 'text/plain', 'Not Found');
    }
    if (parts[0] === 'messages' && parts.length === 2) {
      const message = found(parts[1]);
      return message ? send(200, 'text/html; charset=utf-8', renderMessage(message)) : send(404, 'text/plain', 'Not Found');
    }
    if (parts[0] === 'messages' && parts[2] === 'attachments' && parts.length === 4) {
      const attachment = found(parts[1])?.attachments[Number(parts[3])];
      if (!attachment) return send(404, 'text/plain', 'Not Found');
      res.writeHead(200, {
        'content-type': attachment.contentType,
        'content-disposition': `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
      });
      return res.end(attachment.content);
    }
    return send(404, 'text/plain', 'Not Found');
  });
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, host, resolve);
  });

  return {
    smtpPort: smtp.server.address().port,
    webPort: web.address().port,
    messages,
    async stop() {
      await new Promise((resolve) => smtp.close(resolve));
      await new Promise((resolve) => web.close(resolve));
    },
  };
}
