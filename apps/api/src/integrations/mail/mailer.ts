export interface TMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one e-mail; the SMTP adapter delivers it, the outbox adapter stores and logs it for local use. */
export interface TMailer {
  send(mail: TMail): Promise<void>;
}
