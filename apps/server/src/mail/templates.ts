import type { TLanguage } from '@cp/contracts';
import type { MailMessage } from './transport';

/** E-mail texts in Dutch and English: plain text plus a simple HTML version of the same. */

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function html(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n');
  return `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1a1b1e; line-height: 1.5">
${body}
<p><a href="${escape(link.href)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">${escape(link.label)}</a></p>
<p style="color: #868e96; font-size: 13px">${escape(link.href)}</p>
</body></html>`;
}

function formatDate(date: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

export function invitationMail(options: {
  to: string;
  language: TLanguage;
  locationTitle: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const { to, language, locationTitle, inviterName, link } = options;
  const expires = formatDate(options.expiresAt, language);
  const texts =
    language === 'nl'
      ? {
          subject: `Uitnodiging voor ${locationTitle} in Curriculum Planner`,
          lines: [
            'Hallo,',
            `${inviterName} nodigt je uit voor ${locationTitle} in Curriculum Planner.`,
            `Open de link hieronder om je naam en wachtwoord in te stellen. De link is geldig tot ${expires} en werkt één keer.`,
            'Verwachtte je deze uitnodiging niet? Dan kun je dit bericht negeren.',
          ],
          label: 'Uitnodiging accepteren',
        }
      : {
          subject: `Invitation to ${locationTitle} in Curriculum Planner`,
          lines: [
            'Hello,',
            `${inviterName} invites you to ${locationTitle} in Curriculum Planner.`,
            `Open the link below to set your name and password. The link is valid until ${expires} and works once.`,
            'Did you not expect this invitation? Then you can ignore this message.',
          ],
          label: 'Accept the invitation',
        };
  return {
    to,
    subject: texts.subject,
    text: `${texts.lines.join('\n\n')}\n\n${link}\n`,
    html: html(texts.lines, { href: link, label: texts.label }),
    links: [link],
  };
}

export function passwordResetMail(options: {
  to: string;
  language: TLanguage;
  firstName: string;
  link: string;
}): MailMessage {
  const { to, language, firstName, link } = options;
  const texts =
    language === 'nl'
      ? {
          subject: 'Je wachtwoord opnieuw instellen',
          lines: [
            `Hallo ${firstName},`,
            'Je hebt gevraagd om je wachtwoord voor Curriculum Planner opnieuw in te stellen. Open de link hieronder; hij is één uur geldig en werkt één keer.',
            'Heb je dit niet zelf gevraagd? Dan kun je dit bericht negeren; je wachtwoord blijft dan hetzelfde.',
          ],
          label: 'Nieuw wachtwoord instellen',
        }
      : {
          subject: 'Reset your password',
          lines: [
            `Hello ${firstName},`,
            'You asked to reset your password for Curriculum Planner. Open the link below; it is valid for one hour and works once.',
            'Did you not ask for this? Then you can ignore this message; your password stays the same.',
          ],
          label: 'Set a new password',
        };
  return {
    to,
    subject: texts.subject,
    text: `${texts.lines.join('\n\n')}\n\n${link}\n`,
    html: html(texts.lines, { href: link, label: texts.label }),
    links: [link],
  };
}

/** `/uitnodiging/{email}/{token}` and `/wachtwoord/{email}/{token}` on the public address. */
export function linkTo(
  publicUrl: string,
  page: 'uitnodiging' | 'wachtwoord',
  email: string,
  token: string,
) {
  return `${publicUrl.replace(/\/$/, '')}/${page}/${encodeURIComponent(email)}/${token}`;
}

/** The address users open: PUBLIC_URL, or this machine's port when it is not set (development). */
export function publicAddress(config: { publicUrl: string | undefined; port: number }): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
