import { z } from 'zod';
import { formJson, formString } from './form';
import { LIMITS } from './constants';
import { ROLE_TYPES } from './auth';

/**
 * Account security and password recovery (SPEC §1 "manage account security", §2 /findpwd and
 * /account/security/sms/setup). Every flow runs on a server-side ticket: a random id the browser
 * holds, short-lived and single-use; each step checks the ticket's stage, so no step is skipped.
 */

export const SECURITY = {
  codeLength: 6,
  codeValidityMs: LIMITS.verificationCodeValidityMs,
  codeMaxTries: 5,
  /** Identity proofs (answers, original password) a ticket allows before it ends. */
  ticketMaxTries: 5,
  ticketValidityMs: 15 * 60 * 1000,
  /** Codes sent to one account or one address: one a minute, ten an hour. */
  sendIntervalMs: 60 * 1000,
  sendPerHour: 10,
  questionCount: 3,
  questionMax: 60,
  answerMax: 60,
  emailMax: 100,
  videoKeyMax: 200,
  /** SPEC §5: avatar under 100K. */
  avatarMaxBytes: 100 * 1024,
} as const;

export const VERIFY_CHANNELS = ['tel', 'email', 'question', 'password'] as const;
export type VerifyChannel = (typeof VERIFY_CHANNELS)[number];
export const CODE_CHANNELS = ['tel', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export const SETUP_TARGETS = ['password', 'tel', 'email', 'question'] as const;
export type SetupTarget = (typeof SETUP_TARGETS)[number];

export const newPassword = z
  .string()
  .min(LIMITS.newPasswordMin)
  .max(LIMITS.newPasswordMax)
  .refine(
    (value) => [...value].every((char) => char >= ' ' && char !== '\u007f'),
    'must not contain control characters',
  );

export const emailAddress = formString(SECURITY.emailMax).pipe(z.email());
/** Mainland mobile numbers (11 digits from 1[3-9]), optionally with +86. */
export const telNumber = formString(20)
  .transform((value) => value.replace(/^\+?86/, ''))
  .pipe(z.string().regex(/^1[3-9]\d{9}$/));
export const verificationCode = formString(SECURITY.codeLength).pipe(z.string().regex(/^\d{6}$/));
const ticket = formString(64).pipe(z.string().regex(/^[A-Za-z0-9_-]{20,64}$/));
const answer = formString(SECURITY.answerMax).min(1);

/** What the server can deliver: the web app picks the `sms` or `nosms` screens from this. */
export const securityCapabilities = z.object({
  sms: z.boolean(),
  email: z.boolean(),
  /** Embedded demo without SMTP: codes are written to the server log instead of sent. */
  demoMail: z.boolean(),
});
export type SecurityCapabilities = z.infer<typeof securityCapabilities>;

/** POST /lfscada/user/security/query: the security overview of the logged-in user. */
export const securityOverview = z.object({
  loginname: z.string(),
  passwordChangedAt: z.string().nullable(),
  tel: z.string(),
  email: z.string(),
  questionsSet: z.boolean(),
  videoKeySet: z.boolean(),
  capabilities: securityCapabilities,
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/** Masked channels of an account, as a verification step may show them. */
export const verifyChannels = z.object({
  tel: z.string(),
  email: z.string(),
  question: z.boolean(),
});
export type VerifyChannels = z.infer<typeof verifyChannels>;

export const TICKET_STAGES = ['identify', 'verified'] as const;
export type TicketStage = (typeof TICKET_STAGES)[number];

/** A flow's state as the web app reads it to decide which step it may show. */
export const ticketState = z.object({
  ticket: z.string(),
  stage: z.enum(TICKET_STAGES),
  target: z.enum(SETUP_TARGETS),
  channels: verifyChannels,
  capabilities: securityCapabilities,
});
export type TicketState = z.infer<typeof ticketState>;

/** POST /lfscada/user/findpwd/account {loginname, vcode}: starts recovery (captcha required). */
export const findpwdAccountRequest = z.object({
  loginname: formString(64).min(1),
  vcode: formString(16).min(1),
});
/** POST /lfscada/user/security/begin {target}: starts a setup flow for the logged-in user. */
export const securityBeginRequest = z.object({ target: z.enum(SETUP_TARGETS) });
export const ticketRequest = z.object({ ticket });
export const sendCodeRequest = z.object({ ticket, channel: z.enum(CODE_CHANNELS) });
export const sendCodeResponse = z.object({
  /** Seconds until the next code may be sent (the UI counts down). */
  resendIn: z.number(),
  /** The masked address the code went to. */
  sentTo: z.string(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponse>;
export const questionsResponse = z.array(z.string());
export const verifyRequest = z.discriminatedUnion('channel', [
  z.object({ ticket, channel: z.literal('tel'), code: verificationCode }),
  z.object({ ticket, channel: z.literal('email'), code: verificationCode }),
  z.object({
    ticket,
    channel: z.literal('question'),
    answers: formJson(z.array(answer).length(SECURITY.questionCount)),
  }),
  z.object({ ticket, channel: z.literal('password'), password: z.string().min(1).max(128) }),
]);
export type VerifyRequest = z.input<typeof verifyRequest>;

const newPasswordPair = { password: newPassword, confirm: z.string().max(128) };
const sameAsNew: [
  (value: { password: string; confirm: string }) => boolean,
  { path: string[]; message: string; params: { messageKey: string } },
] = [
  (value) => value.password === value.confirm,
  {
    path: ['confirm'],
    message: 'does not match the new password',
    params: { messageKey: 'confirmMismatch' },
  },
];
/** POST /lfscada/user/findpwd/password {ticket, password, confirm}. */
export const findpwdPasswordRequest = z.object({ ticket, ...newPasswordPair }).refine(...sameAsNew);
/** POST /lfscada/user/security/password {ticket, original, password, confirm}. */
export const securityPasswordRequest = z
  .object({ ticket, original: z.string().min(1).max(128), ...newPasswordPair })
  .refine(...sameAsNew);
/** POST /lfscada/user/security/email/sendCode {ticket, email} and …/tel/sendCode {ticket, tel}. */
export const bindEmailSendRequest = z.object({ ticket, email: emailAddress });
export const bindTelSendRequest = z.object({ ticket, tel: telNumber });
export const bindEmailRequest = z.object({ ticket, email: emailAddress, code: verificationCode });
export const bindTelRequest = z.object({ ticket, tel: telNumber, code: verificationCode });
export const questionItem = z.object({
  question: formString(SECURITY.questionMax).min(1),
  answer,
});
/** POST /lfscada/user/security/question/save {ticket, questions: JSON list of 3}. */
export const questionSaveRequest = z.object({
  ticket,
  questions: formJson(
    z
      .array(questionItem)
      .length(SECURITY.questionCount)
      .refine(
        (items) => new Set(items.map((item) => item.question)).size === items.length,
        'the three questions must differ',
      ),
  ),
});
/** POST /lfscada/user/security/videoKey/save {videoKey} (empty unlinks). */
export const videoKeySaveRequest = z.object({ videoKey: formString(SECURITY.videoKeyMax) });
/** POST /lfscada/user/info/save {username}: the user's own display name. */
export const userInfoSaveRequest = z.object({
  username: formString(LIMITS.usernameMax).min(1),
});

/** POST /lfscada/user/profile/query: the user's own information. */
export const accountProfile = z.object({
  loginname: z.string(),
  username: z.string(),
  orgName: z.string(),
  roleType: z.enum(ROLE_TYPES),
  /** Path of the avatar under /files/, '' for none. */
  avatar: z.string(),
  /** Whether the role may change it (auth `account_info`). */
  canEdit: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfile>;
/** POST /lfscada/user/avatar/upload (multipart) → the stored avatar's path. */
export const avatarUploadResponse = accountProfile.pick({ avatar: true });
/** POST /lfscada/user/findpwd/vcode (no payload) → the captcha image (SVG) to copy the code from. */
export const captchaImage = z.object({ image: z.string() });

/** Masks an e-mail address for display: `a***e@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '***' : '';
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? name[0] : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${name.length <= 2 ? '***' : ''}${email.slice(at)}`;
}

/** Masks a phone number for display: `138****5678`. */
export function maskTel(tel: string): string {
  if (!tel) return '';
  if (tel.length < 7) return '***';
  return `${tel.slice(0, 3)}****${tel.slice(-4)}`;
}
