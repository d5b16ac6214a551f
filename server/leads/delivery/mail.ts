import nodemailer, { type Transporter } from 'nodemailer';

export interface MailSender {
  send(message: { to: string; subject: string; text: string; replyTo?: string; messageId: string; headers?: Record<string, string> }): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). Timeouts stay
 * well under the outbox lease, so a hung server never lets another instance send the same row.
 */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport: Transporter = nodemailer.createTransport(smtpUrl, {
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
