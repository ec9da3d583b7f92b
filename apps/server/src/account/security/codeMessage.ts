import { SECURITY, type Locale } from '@lf/protocol';

const MINUTES = SECURITY.codeValidityMs / 60_000;

const TEXTS = {
  zh: {
    subject: '验证码',
    body: (code: string) =>
      `您的验证码是 ${code}，${MINUTES} 分钟内有效，只能使用一次。如非本人操作，请忽略本消息并检查账号安全。`,
  },
  en: {
    subject: 'Verification code',
    body: (code: string) =>
      `Your verification code is ${code}. It is valid for ${MINUTES} minutes and works once. If you did not ask for it, ignore this message and check your account.`,
  },
} as const;

/** The code message in both languages, the reader's language first. */
export function codeMessage(code: string, locale: Locale): { subject: string; text: string } {
  const [first, second] = locale === 'en' ? [TEXTS.en, TEXTS.zh] : [TEXTS.zh, TEXTS.en];
  return {
    subject: `LF SCADA ${first.subject} / ${second.subject}`,
    text: `${first.body(code)}\n\n${second.body(code)}\n`,
  };
}
