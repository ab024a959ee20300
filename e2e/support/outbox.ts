// The shop's email outbox as a journey reads it: DATA_DIR/outbox/<time>-<to>.eml, one file per email.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './test';

/** Quoted-printable soft line breaks and escapes, as nodemailer writes long lines. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first match of `pattern` in the newest email to `to`, waiting up to 10 s for that email to be written. */
export async function matchInNewestMail(
  dataDir: string,
  to: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  const outbox = join(dataDir, 'outbox');
  let match: RegExpExecArray | null = null;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((name) => name.endsWith(`-${to}.eml`));
        } catch {
          return false;
        }
        const newest = files.sort().at(-1);
        if (!newest) return false;
        match = pattern.exec(decodeQuotedPrintable(readFileSync(join(outbox, newest), 'utf8')));
        return match !== null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return match!;
}

/** The mail to `email` with `subject` in the shop's outbox, parsed, waiting up to 15 s for it to be written. */
export async function mailTo(dataDir: string, email: string, subject: string) {
  const dir = join(dataDir, 'outbox');
  const find = async () => {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(`-${email}.eml`)) : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      if (mail.subject === subject) return mail;
    }
    return undefined;
  };
  await expect.poll(async () => (await find()) !== undefined, { timeout: 15_000 }).toBe(true);
  return (await find())!;
}
