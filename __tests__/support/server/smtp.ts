// A real SMTP server on loopback that keeps every received message, for the reset-password and outbox tests.
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  url: string;
  messages: { to: string[]; raw: string }[];
  /** Resolves with the next message (or one already received). */
  next(): Promise<{ to: string[]; raw: string }>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback, on `port` (default: a free one; pass an earlier one's to bring it "back up"). */
export async function startSmtp(port = 0): Promise<Inbox> {
  const messages: { to: string[]; raw: string }[] = [];
  const waiting: ((m: { to: string[]; raw: string }) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        messages.push(message);
        const waiter = waiting.shift();
        if (waiter) {
          taken += 1;
          waiter(message);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    next() {
      const ready = messages[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes quoted-printable soft breaks and escapes, enough to read a link from a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token from the first `${appUrl}/reset-password/<token>` link in the message. */
export function resetTokenFrom(raw: string, appUrl: string): string {
  const text = decodeQuotedPrintable(raw);
  const escaped = appUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}/reset-password/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no reset link in message:\n${text}`);
  return match[1];
}
