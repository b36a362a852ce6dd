import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

/** One e-mail as the domain builds it; `links` are logged when no SMTP server is configured. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

/**
 * The one way the product sends e-mail. Only the mail delivery of domain/mail calls it: from the
 * `send-mail` job (retried there), or right away when no job queue runs (mail/outbox.ts).
 */
export type SendMail = (message: MailMessage) => Promise<void>;

type Log = { info: (object: object, message: string) => void };

export type MailSettings = {
  /** `smtp(s)://user:pass@host:port`, optionally `?from=…` for the sender address. */
  smtpUrl: string | undefined;
  dataDir: string;
  /** The address users open; used for the default sender's domain. */
  publicUrl: string;
};

/**
 * With SMTP_URL: nodemailer over SMTP. Without: each message is written as an .eml file under
 * DATA_DIR/mail (open it in any mail program) and its links are logged, so invitations and
 * password resets work on a machine without a mail server.
 */
export function createSendMail(settings: MailSettings, log: Log): SendMail {
  const { transportUrl, from } = splitSmtpUrl(settings);
  // nodemailer (about 11 MB of memory) is loaded with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      transportUrl
        ? nodemailer.createTransport(transportUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true }),
    ));
  if (transportUrl) {
    return async (message) => {
      await (await transporter()).sendMail({ from, ...mailFields(message) });
    };
  }
  const folder = join(settings.dataDir, 'mail');
  return async (message) => {
    const info = await (await transporter()).sendMail({ from, ...mailFields(message) });
    await mkdir(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // Written under another name first: whoever watches the folder never reads half a message.
    await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.partial`, file);
    log.info(
      { to: message.to, file, links: message.links },
      'e-mail written to file (no SMTP_URL)',
    );
  };
}

function mailFields(message: MailMessage) {
  return { to: message.to, subject: message.subject, text: message.text, html: message.html };
}

function splitSmtpUrl(settings: MailSettings): { transportUrl: string | undefined; from: string } {
  const fallback = `Curriculum Planner <no-reply@${new URL(settings.publicUrl).hostname}>`;
  if (!settings.smtpUrl) return { transportUrl: undefined, from: fallback };
  const url = new URL(settings.smtpUrl);
  const from = url.searchParams.get('from') ?? fallback;
  url.searchParams.delete('from');
  return { transportUrl: url.toString(), from };
}
