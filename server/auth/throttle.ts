/** Attempts one key may make within a window. */
export interface AttemptLimit {
  attempts: number;
  windowMs: number;
}

/** MinIO's access keys are far shorter; longer text is not worth remembering in full. */
const throttleKeyOf = (accessKey: string) => accessKey.slice(0, 128);

/** Caps how many keys are tracked, so a flood of distinct addresses or access keys cannot exhaust memory. */
const MAX_TRACKED = 10_000;

/** Counts attempts per key over a sliding window. */
export class SlidingWindow {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly limit: AttemptLimit) {}

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfterSeconds(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit.attempts) return 0;
    const oldest = recent[recent.length - this.limit.attempts] ?? now;
    return Math.max(1, Math.ceil((oldest + this.limit.windowMs - now) / 1000));
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the last `attempts` entries decide anything.
    this.attempts.delete(key);
    this.attempts.set(key, recent.slice(-this.limit.attempts));
    if (this.attempts.size > MAX_TRACKED) this.forgetOldest(now);
  }

  /** Takes back one recorded attempt (one that turned out to succeed). */
  takeBack(key: string): void {
    this.attempts.get(key)?.pop();
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((at) => at > now - this.limit.windowMs);
  }

  private forgetOldest(now: number): void {
    for (const [key, times] of this.attempts) {
      if (!times.some((at) => at > now - this.limit.windowMs)) this.attempts.delete(key);
    }
    // Still too many live keys: drop the least recently active (Map keeps insertion order).
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= MAX_TRACKED) break;
      this.attempts.delete(key);
    }
  }
}

export const DEFAULT_LOGIN_LIMITS = {
  /** Failed logins one client address may make. */
  perClient: { attempts: 20, windowMs: 5 * 60_000 },
  /** Failed logins against one access key, from anywhere. */
  perKey: { attempts: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, AttemptLimit>;

/**
 * Login throttling by client address and by access key. Every attempt counts when it starts (so parallel
 * guesses cannot slip through together); a success takes the client's attempt back and clears the key.
 */
export class LoginThrottle {
  private readonly clients: SlidingWindow;
  private readonly keys: SlidingWindow;

  constructor(limits = DEFAULT_LOGIN_LIMITS) {
    this.clients = new SlidingWindow(limits.perClient);
    this.keys = new SlidingWindow(limits.perKey);
  }

  /** Seconds to wait when the attempt is refused, else 0 after recording it. */
  begin(client: string, accessKey: string, now = Date.now()): number {
    const wait = Math.max(
      this.clients.retryAfterSeconds(client, now),
      this.keys.retryAfterSeconds(throttleKeyOf(accessKey), now),
    );
    if (wait > 0) return wait;
    this.clients.record(client, now);
    this.keys.record(throttleKeyOf(accessKey), now);
    return 0;
  }

  succeeded(client: string, accessKey: string): void {
    this.clients.takeBack(client);
    this.keys.reset(throttleKeyOf(accessKey));
  }
}
