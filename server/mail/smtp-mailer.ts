import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Real delivery through an SMTP server, e.g. SMTP_URL=smtps://user:pass@smtp.example.org:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
    },
  };
}
