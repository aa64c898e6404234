// The stand-in's two pages: the inbox and one message with its attachments.

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const layout = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#242424;background:#fafafa}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left;vertical-align:top}
a{color:#0f6cbd}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #ddd}.muted{color:#616161}
</style></head><body>${body}</body></html>`;

const HEADINGS = '<th>Received</th><th>To</th><th>Subject</th><th>Attachments</th>';

export function renderInbox(messages) {
  const rows = [...messages]
    .reverse()
    .map(
      (m) => `<tr><td>${escape(m.receivedAt)}</td><td>${escape(m.to.join(', '))}</td>
<td><a href="/messages/${escape(m.id)}">${escape(m.subject || '(no subject)')}</a></td><td>${m.attachments.length}</td></tr>`,
    )
    .join('');
  return layout(
    'Mail stand-in',
    `<h1>Mail stand-in</h1><p class="muted">Every message the portal sent to this SMTP server, newest first.</p>
${messages.length ? `<table><thead><tr>${HEADINGS}</tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}`,
  );
}

export function renderMessage(m) {
  const attachments = m.attachments
    .map((a, i) => `<li><a href="/messages/${escape(m.id)}/attachments/${i}">${escape(a.filename)}</a> (${escape(a.contentType)}, ${a.size} bytes)</li>`)
    .join('');
  return layout(
    m.subject,
    `<p><a href="/">All messages</a></p><h1>${escape(m.subject || '(no subject)')}</h1>
<p><b>From</b> ${escape(m.from)}<br><b>To</b> ${escape(m.to.join(', '))}<br><b>Received</b> ${escape(m.receivedAt)}</p>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}<h2>Text</h2><pre>${escape(m.text)}</pre>`,
  );
}
