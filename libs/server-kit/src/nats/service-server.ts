import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import { AnswerSizeLimit } from './answer-size.js';

interface Connection {
  info?: { max_payload?: number };
}

/** Nest's NATS responder whose answers never exceed what the connection may publish. */
export class ServiceNatsServer extends ServerNats {
  constructor(options: Required<NatsOptions>['options']) {
    super(options);
    this.serializer = new AnswerSizeLimit(this.serializer, () => this.maxPayload());
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
