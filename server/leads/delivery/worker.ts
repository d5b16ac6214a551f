import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LeadsConfig } from '../../config.ts';
import { claimDeliveries, markDelivered, markFailed, type ClaimedDelivery } from '../outbox.ts';
import { findLead, type Channel, type StoredLead } from '../repository.ts';
import type { Db } from '../store/db.ts';
import { signToken } from '../tokens.ts';
import { smtpSender, type MailSender } from './mail.ts';
import { confirmationMail, teamMail } from './messages.ts';
import { postWebhook } from './webhook.ts';

export interface WorkerOptions {
  db: Db;
  config: LeadsConfig;
  /** Signs the newsletter links. */
  secret: string;
  log: FastifyBaseLogger;
  /** Tests pass their own; otherwise built from SMTP_URL. */
  mail?: MailSender;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
}

/** Where the confirmation and unsubscribe links point: the API, which answers 303 to a page. */
export const newsletterLinks = (origin: string, secret: string, id: string) => ({
  confirm: `${origin}/api/leads/newsletter/confirm?token=${signToken(secret, 'confirm', id)}`,
  unsubscribe: `${origin}/api/leads/newsletter/unsubscribe?token=${signToken(secret, 'unsubscribe', id)}`,
});

/**
 * Delivers the outbox in the background of the server: claims due rows with a lease, sends them,
 * marks them delivered or schedules a retry with backoff. The visitor's request never waits.
 */
export class DeliveryWorker {
  readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  readonly channels: Channel[];
  private readonly mail?: MailSender;
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(private readonly options: WorkerOptions) {
    const { config } = options;
    this.mail = options.mail ?? (config.mail ? smtpSender(config.mail.smtpUrl, config.mail.from) : undefined);
    this.channels = [...(this.mail ? (['team_mail', 'confirmation_mail'] as const) : []), ...(config.webhook ? (['team_webhook'] as const) : [])];
  }

  start(): void {
    if (this.running || this.channels.length === 0) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A new lead was stored: look now instead of at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.mail?.close();
  }

  /** One claim-and-send round; returns how many deliveries it handled. */
  async runOnce(): Promise<number> {
    const { db, leaseMs = 60_000, batch = 20 } = this.options;
    const claimed = await claimDeliveries(db, this.owner, this.channels, batch, leaseMs);
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    return claimed.length;
  }

  private async run(): Promise<void> {
    const { pollMs = 2000, batch = 20, log } = this.options;
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        log.warn({ err: { message: (error as Error).message } }, 'leads delivery: could not read the outbox');
      }
      if (handled < batch && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db, log } = this.options;
    try {
      const lead = await findLead(db, delivery.leadId);
      // Erased or unsubscribed meanwhile: there is nothing left to send.
      if (lead) await this.send(delivery.channel, lead);
      await markDelivered(db, delivery, this.owner);
      log.info({ leads: { delivery: delivery.id, channel: delivery.channel, attempts: delivery.attempts } }, 'lead delivered');
    } catch (error) {
      // The error text may quote an address (an SMTP rejection): the log gets its code only.
      const code = (error as { code?: string; responseCode?: number }).code ?? (error as { responseCode?: number }).responseCode ?? 'error';
      log.warn({ leads: { delivery: delivery.id, channel: delivery.channel, attempts: delivery.attempts, code } }, 'lead delivery failed, will retry');
      await markFailed(db, delivery, this.owner, (error as Error).message ?? String(error)).catch(() => {});
    }
  }

  private async send(channel: Channel, lead: StoredLead): Promise<void> {
    const { config, secret } = this.options;
    const domain = new URL(config.siteOrigin).hostname;
    if (channel === 'team_webhook') {
      await postWebhook(config.webhook!.url, config.webhook!.secret, lead);
    } else if (channel === 'team_mail') {
      await this.mail!.send({ to: config.mail!.notifyTo, ...teamMail(lead), messageId: `<${lead.id}.team@${domain}>` });
    } else {
      const links = newsletterLinks(config.siteOrigin, secret, lead.id);
      await this.mail!.send({
        to: lead.email!,
        ...confirmationMail(links.confirm, links.unsubscribe),
        messageId: `<${lead.id}.confirm.${Date.now()}@${domain}>`,
        headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
  }
}
