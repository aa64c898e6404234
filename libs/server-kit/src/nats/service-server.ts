import { Logger } from '@nestjs/common';
import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription, SubscriptionOptions } from '@nats-io/transport-node';
import { AnswerSizeLimit } from './answer-size.js';
import { InFlight } from './in-flight.js';
import { ReplySerializer } from './raw-answer.js';

interface Connection {
  info?: { max_payload?: number };
}

/** Nest's reply packet: the last one of an answer is disposed or carries the error. */
interface ReplyPacket {
  err?: unknown;
  isDisposed?: boolean;
}

/** How long a stopping replica waits for the requests it took; the gateway has given up on older ones. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Nest's NATS responder, with two changes. Its answers never exceed what the connection may publish.
 * And it stops gracefully: Nest's own close drops the connection at once, so a request a replica
 * had taken (a rolling redeploy, a scale-down) would end in the caller's 504. Here close() first
 * drains every subscription (the server sends this replica nothing more, the other replicas of the
 * queue group take the new requests, and what had already arrived is still handled), then waits
 * until each request taken has been answered, and only then closes the connection.
 */
export class ServiceNatsServer extends ServerNats {
  private readonly drained: Subscription[] = [];
  private readonly inFlight = new InFlight();
  private readonly awaitingReply = new Map<Msg, () => void>();
  private readonly shutdownLogger = new Logger('ServiceNatsServer');

  constructor(
    options: Required<NatsOptions>['options'],
    private readonly drainTimeoutMs = DEFAULT_DRAIN_TIMEOUT_MS,
  ) {
    super(options);
    this.serializer = new AnswerSizeLimit(new ReplySerializer(this.serializer), () => this.maxPayload());
  }

  /** Nest subscribes every handler's subject here: each subscription is kept to be drained and counts what it receives. */
  override bindEvents(client: NatsConnection): void {
    const counting = {
      subscribe: (subject: string, options: SubscriptionOptions) => {
        const callback = options.callback!;
        const subscription = client.subscribe(subject, {
          ...options,
          callback: (error, msg) => {
            if (error || !msg) return void callback(error, msg);
            this.handleCounted(msg, () => callback(error, msg));
          },
        });
        this.drained.push(subscription);
        return subscription;
      },
    };
    super.bindEvents(counting);
  }

  /**
   * A request ends when its last reply packet is published (Nest runs the handler only once it
   * subscribes to the answer, after handleMessage has returned); a message without a reply subject
   * ends when its handler has run.
   */
  override getPublisher(natsMsg: Msg, id: string, ctx: Parameters<ServerNats['getPublisher']>[2]): (response: ReplyPacket) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx);
    return (packet) => {
      try {
        return publish(packet);
      } finally {
        if (packet.isDisposed || packet.err !== undefined) this.ended(natsMsg);
      }
    };
  }

  override async close(): Promise<void> {
    if (this.drained.length > 0) {
      const subscriptions = this.drained.splice(0);
      await Promise.allSettled(subscriptions.map((subscription) => subscription.drain()));
      const pending = this.inFlight.size;
      if (await this.inFlight.idle(this.drainTimeoutMs)) this.shutdownLogger.log(`left the queue group; ${pending} requests under way were answered`);
      else this.shutdownLogger.warn(`left the queue group with ${this.inFlight.size} of ${pending} requests unanswered after ${this.drainTimeoutMs} ms`);
      // The answers are on their way out; the server has them once it answers a ping.
      await this.unwrap<NatsConnection>()
        .flush()
        .catch(() => undefined);
    }
    await super.close();
  }

  /**
   * Nest reads every subject as JSON first (a pattern may be an object), and a plain subject such as
   * `vehicles.resource.list` throws: a SyntaxError and its stack built on every request. Only a subject that
   * can be an object's JSON is parsed; any other is its own route, as Nest's fallback makes it.
   */
  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : this.normalizePattern(pattern);
  }

  /** A request that fails before its handler runs (a message Nest cannot read) gets no reply: it ends here. */
  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    try {
      return await super.handleMessage(channel, natsMsg);
    } catch (error) {
      this.ended(natsMsg);
      throw error;
    }
  }

  private handleCounted(msg: Msg, handle: () => unknown): void {
    const end = this.inFlight.start();
    if (msg.reply) {
      this.awaitingReply.set(msg, end);
      handle();
      return;
    }
    void Promise.resolve(handle()).finally(end);
  }

  private ended(msg: Msg): void {
    const end = this.awaitingReply.get(msg);
    this.awaitingReply.delete(msg);
    end?.();
  }

  /** The limit the server announced on connect (it can differ between servers of a cluster, so read it each time). */
  private maxPayload(): number | undefined {
    try {
      return this.unwrap<Connection>().info?.max_payload;
    } catch {
      return undefined;
    }
  }
}
