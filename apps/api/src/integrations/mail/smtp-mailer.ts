import nodemailer from 'nodemailer';
import type { TMail, TMailer } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): TMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: TMail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
