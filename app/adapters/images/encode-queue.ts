/**
 * Encodes run a few at a time (about one per core): a burst of first-time requests waits its
 * turn instead of decoding dozens of originals at once and exhausting memory. Past the
 * waiting limit a task is refused at once (QueueFull), which the route answers with 503 and
 * Retry-After: the wait would be longer than a browser should hold a picture's connection.
 */
export class EncodeQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /**
   * Runs `task` only in a slot nobody is waiting for, or not at all (false): for work that
   * can be put off (a big original's downscaled master), never at a shopper's expense.
   */
  runIfIdle(task: () => Promise<unknown>): boolean {
    if (this.running >= this.concurrency || this.waiting.length > 0) return false;
    void this.run(task).catch(() => undefined);
    return true;
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

export class QueueFull extends Error {
  constructor() {
    super("Too many pictures are being prepared; try again in a moment");
  }
}

/** Concurrent calls for one key share the first call's promise until it settles. */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    const current = this.inFlight.get(key);
    if (current) return current;
    const started = task().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}

/**
 * Keys remembered for a while: originals that failed a moment ago (a dead host, a broken
 * file), so they are not fetched or decoded again for every card that shows them, and those a
 * variant was made from once. Bounded: a feed of dead links cannot grow the map without end
 * (the oldest is forgotten first).
 */
export class RecentKeys {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly forMs: number,
    private readonly now: () => number = Date.now,
    private readonly max = 10_000,
  ) {}

  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  add(key: string): void {
    this.until.delete(key);
    this.until.set(key, this.now() + this.forMs);
    if (this.until.size > this.max) this.until.delete(this.until.keys().next().value!);
  }
}
