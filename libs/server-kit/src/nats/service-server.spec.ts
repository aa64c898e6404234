import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { ClientNats } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { ServiceNatsServer } from './service-server.js';

// The machine's development NATS, as the other bus tests use; each test has a queue and subject of its own.
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const open: Array<{ close(): Promise<unknown> }> = [];

afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((thing) => thing.close()));
});

/** One replica: answers `subject` with its own name after `delayMs`. */
async function replica(name: string, queue: string, subject: string, { delayMs = 0, drainTimeoutMs = 5000 } = {}) {
  const server = new ServiceNatsServer({ servers: NATS_URL, queue }, drainTimeoutMs);
  server.addHandler(subject, async (data: { n: number }) => {
    // A request that never ends waits on nothing, so no timer outlives the test.
    await (Number.isFinite(delayMs) ? sleep(delayMs) : new Promise(() => undefined));
    return { n: data.n, by: name };
  });
  await new Promise<void>((resolve, reject) => server.listen((error?: unknown) => (error ? reject(error) : resolve())));
  open.push(server);
  return server;
}

async function caller() {
  const client = new ClientNats({ servers: NATS_URL });
  await client.connect();
  open.push(client);
  return (subject: string, n: number) => firstValueFrom(client.send<{ n: number; by: string }>(subject, { n }));
}

function names() {
  const id = randomBytes(4).toString('hex');
  return { queue: `drain-${id}`, subject: `drain-${id}.work` };
}

describe('ServiceNatsServer stopping', () => {
  it('answers every request it had taken before it closes its connection', async () => {
    const { queue, subject } = names();
    const server = await replica('old', queue, subject, { delayMs: 400 });
    const send = await caller();
    const answers = Promise.all([1, 2, 3, 4, 5].map((n) => send(subject, n)));
    await sleep(150);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await answers).toEqual([1, 2, 3, 4, 5].map((n) => ({ n, by: 'old' })));
  });

  it('hands new requests to the other replicas of its queue group while it finishes its own', async () => {
    const { queue, subject } = names();
    const old = await replica('old', queue, subject, { delayMs: 30 });
    await replica('new', queue, subject, { delayMs: 30 });
    const send = await caller();
    const sent: Array<Promise<{ n: number; by: string }>> = [];
    let closing: Promise<void> | undefined;
    let sentWhenClosed = 0;
    for (let n = 0; n < 120; n += 1) {
      sent.push(send(subject, n));
      if (n === 40) closing = old.close().then(() => void (sentWhenClosed = sent.length));
      await sleep(5);
    }
    const answers = await Promise.all(sent);
    await closing;
    expect(answers.map((a) => a.n)).toEqual(sent.map((_, n) => n));
    expect(answers.slice(0, 40).some((a) => a.by === 'old')).toBe(true);
    // Once the old replica has closed, only the new one answers. With nothing of its own under way it may
    // close before the next request is sent, so the 41 sent by then is the least.
    expect(sentWhenClosed).toBeGreaterThanOrEqual(41);
    expect(answers.slice(sentWhenClosed).every((a) => a.by === 'new')).toBe(true);
  });

  it('stops waiting for a request that never ends once its deadline has passed', async () => {
    const { queue, subject } = names();
    const server = await replica('stuck', queue, subject, { delayMs: Infinity, drainTimeoutMs: 300 });
    const send = await caller();
    void send(subject, 1).catch(() => undefined);
    await sleep(100);
    const started = Date.now();
    await server.close();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(5000);
  });
});

describe('ServiceNatsServer routing', () => {
  it('routes a plain subject without reading it as JSON, and an object pattern as Nest does', async () => {
    const { queue, subject } = names();
    const objectPattern = { cmd: `object-${randomBytes(4).toString('hex')}` };
    const server = new ServiceNatsServer({ servers: NATS_URL, queue });
    server.addHandler(subject, async (data: { n: number }) => ({ n: data.n, by: 'one' }));
    server.addHandler(JSON.stringify(objectPattern), async (data: { n: number }) => ({ n: data.n, by: 'object' }));
    await new Promise<void>((resolve, reject) => server.listen((error?: unknown) => (error ? reject(error) : resolve())));
    open.push(server);
    const client = new ClientNats({ servers: NATS_URL });
    await client.connect();
    open.push(client);
    const parsed: string[] = [];
    const parse = JSON.parse;
    JSON.parse = ((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
      parsed.push(text);
      return parse(text, reviver);
    }) as typeof JSON.parse;
    try {
      expect(await firstValueFrom(client.send(subject, { n: 1 }))).toEqual({ n: 1, by: 'one' });
      expect(await firstValueFrom(client.send(objectPattern, { n: 2 }))).toEqual({ n: 2, by: 'object' });
    } finally {
      JSON.parse = parse;
    }
    // Nest's own reading parsed every subject first, and a plain one threw a SyntaxError each time.
    expect(parsed).not.toContain(subject);
    expect(parsed).toContain(JSON.stringify(objectPattern));
  });
});
