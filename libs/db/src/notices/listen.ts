import pg from 'pg';

export interface NoticeListenerOptions {
  /** After the connection was lost and listening again: notices sent meanwhile are lost, so tell of everything. */
  onRelisten?: () => void;
  /** Why listening stopped or failed; it is tried again after `retryMs`. */
  onTrouble?: (message: string) => void;
  retryMs?: number;
}

export interface NoticeListener {
  /** Whether the LISTEN stands now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Listens on a PostgreSQL notification channel with a connection of its own (a pooled connection
 * would be handed to other work), and listens again after the connection is lost or the database
 * restarts. Never throws: a database that is down at start is tried again in the background.
 */
export function listenForNotices(url: string, channel: string, onNotice: (payload: string) => void, options: NoticeListenerOptions = {}): NoticeListener {
  const retryMs = options.retryMs ?? 2000;
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let everListened = false;
  let retry: NodeJS.Timeout | undefined;

  const again = (message: string) => {
    listening = false;
    const lost = client;
    client = undefined;
    lost?.removeAllListeners();
    lost?.on('error', () => undefined);
    void lost?.end().catch(() => undefined);
    if (closed || retry) return;
    options.onTrouble?.(message);
    retry = setTimeout(() => {
      retry = undefined;
      void start();
    }, retryMs);
    retry.unref();
  };

  const start = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `listen:${channel}` });
    client = next;
    next.on('error', (error) => again(error.message));
    next.on('end', () => again('the connection ended'));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== next) return;
      listening = true;
      if (everListened) options.onRelisten?.();
      everListened = true;
    } catch (error) {
      if (client === next) again((error as Error).message);
    }
  };

  void start();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      listening = false;
      open?.removeAllListeners();
      open?.on('error', () => undefined);
      await open?.end().catch(() => undefined);
    },
  };
}
