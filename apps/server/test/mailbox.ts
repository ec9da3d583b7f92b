import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps what it receives, for tests that read a
 * verification code out of the message the product sent.
 */
export interface Mailbox {
  url: string;
  received: ParsedMail[];
  /** The next message to `to` after `after` messages, waiting up to `timeoutMs`. */
  next(to: string, after?: number, timeoutMs?: number): Promise<ParsedMail>;
  /** The 6-digit code in a message's text. */
  codeIn(mail: ParsedMail): string;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const addressed = (mail: ParsedMail, to: string) => {
    const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return list.some((entry) => entry.value.some((one) => one.address === to));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(to, after = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.slice(after).find((one) => addressed(one, to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    codeIn(mail) {
      const match = /\b(\d{6})\b/.exec(mail.text ?? '');
      if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
      return match[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
