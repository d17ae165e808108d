/**
 * Sending mail (docs/decisions/0034): nodemailer over SMTP, configured by the SMTP_URL secret in production and by
 * the launcher's MailDev locally, so the same client runs everywhere and the local tests read what it sent.
 */
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
