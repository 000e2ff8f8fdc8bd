import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';
import { resetCodeMail } from './templates.ts';

const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer', () => {
  it('delivers a pt-BR mail over SMTP to the recipient with the configured sender', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Estadia <nao-responda@estadia.test>');
    await mailer.send(resetCodeMail('hospede@example.com', 'Conceição', '123456'));
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('nao-responda@estadia.test');
    expect(received[0]!.to).toEqual(['hospede@example.com']);
    const raw = received[0]!.raw;
    expect(raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(raw).toContain('123456');
  });
});
