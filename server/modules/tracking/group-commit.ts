/**
 * Group commit: rows handed in by concurrent requests are written together in one
 * statement (one transaction), and each caller's promise settles only once that write
 * has committed. A request is therefore acknowledged after its rows are durable, while
 * the database sees a few large inserts instead of thousands of small ones.
 */
interface GroupCommitOptions<Row> {
  /** Writes one batch in one transaction; it must be idempotent (rows carry their own ids). */
  write: (rows: Row[]) => Promise<void>;
  /** Most rows per statement (keeps the statement's parameters under PostgreSQL's limit). */
  maxBatch?: number;
  /** Told each batch's size as it is written (the metrics' batch-size histogram). */
  onBatch?: (rows: number) => void;
}

interface Pending<Row> {
  rows: Row[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommitter<Row> {
  private waiting: Pending<Row>[] = [];
  private waitingRows = 0;
  private inFlight = 0;
  private readonly maxBatch: number;
  private idle: (() => void)[] = [];
  private scheduled = false;

  constructor(private readonly options: GroupCommitOptions<Row>) {
    this.maxBatch = options.maxBatch ?? 1_000;
  }

  /** Resolves once every row is committed; rejects (nothing of this call acknowledged) when the write fails. */
  add(rows: Row[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      this.waitingRows += rows.length;
      this.schedulePump();
    });
  }

  /** Resolves when nothing is waiting or being written (used on shutdown and in tests). */
  drain(): Promise<void> {
    if (this.inFlight === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /**
   * Starts batches on the next turn of the event loop, after pending I/O has been read: the
   * requests that arrived meanwhile join the batch. Without it a synchronous driver (the
   * embedded PGlite blocks the loop while it writes) would write one request per batch.
   */
  private schedulePump() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /** One batch at a time: the next gathers every request that arrives while one is written. */
  private pump() {
    while (this.inFlight === 0 && this.waiting.length > 0) {
      // Take whole requests up to maxBatch rows; a request is never split across batches.
      const batch: Pending<Row>[] = [];
      let size = 0;
      while (this.waiting.length > 0 && (batch.length === 0 || size + this.waiting[0].rows.length <= this.maxBatch)) {
        const next = this.waiting.shift()!;
        batch.push(next);
        size += next.rows.length;
      }
      this.waitingRows -= size;
      this.inFlight++;
      void this.run(batch);
    }
  }

  private async run(batch: Pending<Row>[]) {
    try {
      const rows = batch.flatMap((p) => p.rows);
      this.options.onBatch?.(rows.length);
      await this.options.write(rows);
      for (const p of batch) p.resolve();
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.inFlight--;
      this.schedulePump();
      if (this.inFlight === 0 && this.waiting.length === 0) {
        for (const resolve of this.idle.splice(0)) resolve();
      }
    }
  }
}
