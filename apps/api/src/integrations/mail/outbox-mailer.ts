import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { outboxMails } from '../../db/schema.ts';
import type { TMail, TMailer } from './mailer.ts';

/** Without SMTP, mail lands in the outbox table and the log, so a local user can still read a reset code. */
export function createOutboxMailer(db: TDb, log: FastifyBaseLogger): TMailer {
  return {
    async send(mail: TMail) {
      await db.insert(outboxMails).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      log.info({ to: mail.to, subject: mail.subject }, `e-mail (outbox, SMTP_URL não configurado):\n${mail.text}`);
    },
  };
}
