import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export type ReadMail = { to: string; subject: string; text: string; html: string; link: string };

/** Parses a raw message and picks the first link to one of the product's pages out of it. */
export async function parseMail(raw: Buffer | string): Promise<ReadMail> {
  const parsed = await simpleParser(raw);
  const text = parsed.text ?? '';
  const link = /https?:\/\/\S+\/(?:uitnodiging|wachtwoord)\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail: ${text}`);
  const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
  return {
    to: to ?? '',
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    link,
  };
}

/** The .eml files written without SMTP_URL (DATA_DIR/mail), oldest first. */
export function mailFiles(dataDir: string): string[] {
  const folder = join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => join(folder, name));
}

/** The newest written mail to `to`, parsed; fails when there is none. */
export async function lastMailTo(dataDir: string, to: string): Promise<ReadMail> {
  for (const file of mailFiles(dataDir).reverse()) {
    const mail = await parseMail(readFileSync(file));
    if (mail.to.toLowerCase().includes(to.toLowerCase())) return mail;
  }
  throw new Error(`no mail to ${to}`);
}

export async function mailsTo(dataDir: string, to: string): Promise<ReadMail[]> {
  const all = await Promise.all(mailFiles(dataDir).map((file) => parseMail(readFileSync(file))));
  return all.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** `/uitnodiging/{email}/{token}` -> the API path parts. */
export function linkParts(link: string): { email: string; token: string; path: string } {
  const url = new URL(link);
  const [, , email = '', token = ''] = url.pathname.split('/');
  return { email: decodeURIComponent(email), token, path: url.pathname };
}
