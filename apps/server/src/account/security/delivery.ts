import nodemailer, { type Transporter } from 'nodemailer';
import type { SecurityCapabilities } from '@lf/protocol';
import type { AppContext } from '../../context';

/** A message to one person, in both languages (the reader's first). */
export interface OutgoingText {
  subject: string;
  text: string;
}

/** Sends short texts to phones; one implementation per provider, chosen by configuration. */
export interface SmsProvider {
  send(tel: string, text: string): Promise<void>;
}

/**
 * The HTTP SMS provider: POSTs `{to, text}` as JSON to SMS_HTTP_URL (bearer SMS_HTTP_TOKEN when
 * set) and counts any 2xx as accepted. Gateways of the usual SMS services take this shape, or a
 * small relay in front of them does.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(tel: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: tel, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}

export interface Delivery {
  capabilities: SecurityCapabilities;
  sendEmail(to: string, message: OutgoingText): Promise<void>;
  sendSms(tel: string, message: OutgoingText): Promise<void>;
}

const cache = new WeakMap<AppContext['config'], Delivery>();

/**
 * How codes reach people: e-mail through SMTP_URL, SMS through the HTTP provider. In the embedded
 * demo without SMTP_URL, e-mails are written to the server log (a person running `npm start`
 * reads the code there); outside the demo, without SMTP_URL e-mail verification is unavailable.
 */
export function deliveryOf(ctx: AppContext): Delivery {
  const known = cache.get(ctx.config);
  if (known) return known;
  const { smtpUrl, mailFrom, smsHttpUrl, smsHttpToken, demo } = ctx.config;
  const transport: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from: mailFrom })
    : undefined;
  const sms = smsHttpUrl ? new HttpSmsProvider(smsHttpUrl, smsHttpToken) : undefined;
  const demoMail = !transport && demo;
  const delivery: Delivery = {
    capabilities: { sms: Boolean(sms), email: Boolean(transport) || demoMail, demoMail },
    async sendEmail(to, message) {
      if (transport) {
        await transport.sendMail({
          from: mailFrom,
          to,
          subject: message.subject,
          text: message.text,
        });
      } else if (demoMail) {
        ctx.log.warn(
          { mailTo: to, subject: message.subject },
          `demo mail (no SMTP_URL set) to ${to}: ${message.text}`,
        );
      } else {
        throw new Error('no mail transport');
      }
    },
    async sendSms(tel, message) {
      if (!sms) throw new Error('no SMS provider');
      await sms.send(tel, message.text);
    },
  };
  cache.set(ctx.config, delivery);
  return delivery;
}
