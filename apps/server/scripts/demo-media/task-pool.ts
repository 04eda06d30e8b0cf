/** Runs JPEG encodes next to the (single-threaded) renderer so both cores stay busy. */
export class TaskPool {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly limit: number) {}

  async add(task: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    const p: Promise<void> = task().finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async drain(): Promise<void> {
    await Promise.all(this.running);
  }
}
