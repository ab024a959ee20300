// Outgoing email: to SMTP_URL when set, else .eml files in DATA_DIR/outbox. The log names the subject and the
// folder, never the recipient (the file name holds it, for finding a mail by address).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID (the outbox's mails carry their row's), so a receiver can tell a repeat from a new mail. */
  messageId?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}
const FROM = 'Genuine Store <no-reply@store.local>';

/**
 * Bounded waits, so a hung SMTP server fails an attempt (to be retried) well inside the outbox's claim lease
 * (outbox.ts) instead of holding it for nodemailer's default 10 minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({ from: FROM, ...mail });
    },
    close: () => transport.close(),
  };
}

export function createOutboxMailer(outboxDir: string, log: (text: string) => void = () => {}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      mkdirSync(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to}.eml`);
      writeFileSync(file, info.message as Buffer);
      log(`Email "${mail.subject}" written to ${outboxDir}`);
    },
    close: () => transport.close(),
  };
}

export function createMailer(
  config: { smtpUrl?: string | undefined; dataDir: string },
  log?: (t: string) => void,
) {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : createOutboxMailer(join(config.dataDir, 'outbox'), log);
}
