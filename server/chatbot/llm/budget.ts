/** A fixed one-minute window of allowed calls, so a burst cannot run up the LLM bill. */
export class CallBudget {
  private windowStart = 0;
  private used = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(): boolean {
    const now = this.now();
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now;
      this.used = 0;
    }
    if (this.used >= this.perMinute) return false;
    this.used += 1;
    return true;
  }
}
