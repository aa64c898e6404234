/**
 * Calls `fire` once notices have been quiet for `quietMs`, or `longestMs` after the first notice it
 * gathered, whichever comes first: a run of writes that follow each other closely (five saves of one
 * vehicle waiting on its row lock, an import's statements) makes one event however long it lasts up to
 * `longestMs`, and a steady stream of writes is still announced every `longestMs`.
 */
export class QuietWindow {
  private timer?: NodeJS.Timeout;
  private firstAt?: number;

  constructor(
    private readonly fire: () => void,
    private readonly quietMs: number,
    private readonly longestMs: number,
  ) {}

  /** A notice was heard: the window waits for quiet again, but no longer than `longestMs` from its first notice. */
  heard(): void {
    const now = Date.now();
    this.firstAt ??= now;
    clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.quietMs, this.firstAt + this.longestMs - now));
    this.timer = setTimeout(() => this.close(), wait);
    this.timer.unref();
  }

  /** Fires now if anything was heard (on shutdown). */
  flush(): void {
    if (this.firstAt !== undefined) this.close();
  }

  private close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.firstAt = undefined;
    this.fire();
  }
}
