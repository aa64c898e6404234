import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { subscribeEvents, type EventConnection } from '@portal/server-kit';
import type { z } from 'zod';

export type EventWatcher<T> = (event: T) => void;

/** Streams one user may hold open on one gateway per hub (tabs, windows); a newer one ends the oldest. */
export const MAX_STREAMS_PER_USER = 8;

/**
 * The one subscription of this gateway to one subject of events, shared by every open stream that
 * watches it. It stands while at least one stream is open. When the bus connection changes (a
 * reconnect), events may have been lost meanwhile, so every watcher is told `anyChange`.
 */
export class EventHub<S extends z.ZodType> implements OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly watchers = new Set<EventWatcher<z.output<S>>>();
  private readonly closers = new Set<() => void>();
  private readonly byUser = new Map<number, Array<() => void>>();
  private unsubscribe?: () => void;
  private subscribing?: Promise<void>;
  private readonly statusWatch: { unsubscribe(): void } | undefined;

  constructor(
    private readonly proxy: ClientProxy,
    private readonly subject: string,
    private readonly schema: S,
    anyChange: z.output<S>,
    label: string,
  ) {
    this.logger = new Logger(label);
    this.statusWatch = (proxy as { status?: { subscribe(fn: (status: unknown) => void): { unsubscribe(): void } } }).status?.subscribe((status) => {
      if (status === 'connected') this.tell(anyChange);
    });
  }

  /**
   * Calls `watcher` for each event until the returned function is called. `close` ends the watcher's
   * stream: at shutdown, or when the same user opens more than MAX_STREAMS_PER_USER on this hub.
   */
  watch(userid: number, watcher: EventWatcher<z.output<S>>, close: () => void): () => void {
    this.watchers.add(watcher);
    this.closers.add(close);
    const mine = this.byUser.get(userid) ?? [];
    this.byUser.set(userid, [...mine, close]);
    if (mine.length >= MAX_STREAMS_PER_USER) mine[0]();
    this.subscribe();
    return () => {
      this.watchers.delete(watcher);
      this.closers.delete(close);
      const left = (this.byUser.get(userid) ?? []).filter((c) => c !== close);
      if (left.length) this.byUser.set(userid, left);
      else this.byUser.delete(userid);
      if (this.watchers.size === 0) this.stop();
    };
  }

  get watching(): number {
    return this.watchers.size;
  }

  /** Open streams would keep the server from closing: they end first, and each browser opens a new one elsewhere. */
  onApplicationShutdown(): void {
    this.statusWatch?.unsubscribe();
    for (const close of [...this.closers]) close();
    this.stop();
  }

  private tell(event: z.output<S>): void {
    for (const watcher of this.watchers) watcher(event);
  }

  private subscribe(): void {
    if (this.unsubscribe || this.subscribing) return;
    this.subscribing = this.proxy
      .connect()
      .then(() => {
        if (this.watchers.size === 0 || this.unsubscribe) return;
        this.unsubscribe = subscribeEvents(this.proxy.unwrap<EventConnection>(), this.subject, this.schema, (event) => this.tell(event));
      })
      .catch((error: unknown) => this.logger.warn(`${this.subject} not heard (${(error as Error).message}); open screens keep what they show`))
      .finally(() => (this.subscribing = undefined));
  }

  private stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
