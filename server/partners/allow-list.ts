import type { FastifyBaseLogger } from 'fastify';

export interface PartnerAllowListOptions {
  /** The company's own origin: always allowed, never counted as a partner. */
  siteOrigin: string;
  /** CHATBOT_ALLOWED_ORIGINS: a fixed list, allowed whatever the store says. */
  fixedOrigins: readonly string[];
  /** The active origins in the store, or undefined while the store is not open. */
  load: () => Promise<string[] | undefined>;
  /** PARTNERS_REFRESH_MS. */
  refreshMs: number;
  log?: FastifyBaseLogger;
}

/**
 * The origins allowed to call the widgets' APIs, as this instance knows them: the site, the
 * fixed env list, and the active partners of the store, reloaded every `refreshMs` and at once
 * after an edit (here, or elsewhere when an invalidation arrives). When the store cannot be read
 * the last list loaded stays in force, so a blip neither opens nor closes the door to anyone.
 */
export class PartnerAllowList {
  readonly siteOrigin: string;
  private readonly fixed: ReadonlySet<string>;
  private stored: ReadonlySet<string> = new Set();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(private readonly options: PartnerAllowListOptions) {
    this.siteOrigin = options.siteOrigin;
    this.fixed = new Set([options.siteOrigin, ...options.fixedOrigins]);
  }

  has(origin: string): boolean {
    return this.fixed.has(origin) || this.stored.has(origin);
  }

  /** Allowed and not the company's own site. */
  isPartner(origin: string): boolean {
    return origin !== this.siteOrigin && this.has(origin);
  }

  isFixed(origin: string): boolean {
    return this.fixed.has(origin);
  }

  get fixedPartners(): string[] {
    return [...this.fixed].filter((origin) => origin !== this.siteOrigin);
  }

  /** Reloads from the store; calls during a reload run once more after it (never a stale answer). */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.loadOnce();
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.refresh(), this.options.refreshMs);
    this.timer.unref();
    void this.refresh();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async loadOnce(): Promise<void> {
    try {
      const origins = await this.options.load();
      if (origins) this.stored = new Set(origins);
    } catch (error) {
      this.options.log?.warn({ err: { message: (error as Error).message } }, 'partner origins could not be reloaded: the last list stays in force');
    }
  }
}
