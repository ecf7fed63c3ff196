/**
 * The newest `capacity` items of a stream, oldest first. Items past the capacity push the oldest out, so a
 * page left open for hours holds as much as one left open for a minute.
 */
export class LiveBuffer<T> {
  private items: T[] = [];
  /** Items pushed out to make room, since the last clear. */
  evicted = 0;

  constructor(readonly capacity: number) {}

  push(item: T): void {
    this.items.push(item);
    // Trimming in batches keeps each push cheap; the view never shows more than the capacity.
    if (this.items.length >= this.capacity * 1.25) this.trim();
  }

  /** A copy of what is held, at most `capacity` items. */
  snapshot(): T[] {
    this.trim();
    return this.items.slice();
  }

  clear(): void {
    this.items = [];
    this.evicted = 0;
  }

  private trim(): void {
    const excess = this.items.length - this.capacity;
    if (excess <= 0) return;
    this.items = this.items.slice(excess);
    this.evicted += excess;
  }
}
