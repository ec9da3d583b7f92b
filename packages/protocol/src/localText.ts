import { z } from 'zod';
import { textIn, type Locale } from './i18n';
import { formatMessage, MESSAGES, type MessageKey } from './messages';

/**
 * A text the server writes for people who may read it in either language (alarm and system
 * messages): a message key and its parameters, rendered in the reader's language when shown.
 * A parameter may itself be such a text (the rule inside an alarm's note, a switch's on/off).
 */
export interface LocalText {
  key: MessageKey;
  params?: Record<string, LocalParam>;
}
/** A moment (epoch ms), shown as a date and time in the reader's language and time zone. */
export interface LocalTime {
  time: number;
}
export type LocalParam = string | number | LocalText | LocalTime;

const messageKeys = Object.keys(MESSAGES) as [MessageKey, ...MessageKey[]];
export const localText: z.ZodType<LocalText> = z.lazy(() =>
  z.object({
    key: z.enum(messageKeys),
    params: z
      .record(
        z.string(),
        z.union([z.string(), z.number(), z.object({ time: z.number() }).strict(), localText]),
      )
      .optional(),
  }),
);

/** A message's title and note as keys, beside the Chinese text stored for the SPEC's fields. */
export const localMessageText = z.object({ title: localText, note: localText });
export type LocalMessageText = z.infer<typeof localMessageText>;

export function renderLocalText(text: LocalText, locale: Locale): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    if (typeof value !== 'object') params[name] = value;
    else
      params[name] =
        'time' in value ? localTime(value.time, locale) : renderLocalText(value, locale);
  }
  return formatMessage(textIn(MESSAGES[text.key], locale), params);
}

/** A moment as its reader writes dates: 2026/11/26 23:46:09 or 26 Nov 2026, 23:46:09. */
export function localTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
  }).format(new Date(ms));
}

/** A number as people read it: at most three decimals, no trailing zeros (4.802251 → 4.802). */
export function displayNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * A signal's value as a message parameter, by the one rule every screen follows: a switch as
 * on/off in the reader's language, a number to three decimals with its unit.
 */
export function valueParam(value: number | boolean | null | undefined, unit: string): LocalParam {
  if (value === null || value === undefined) return { key: 'valueNone' };
  if (typeof value === 'boolean') return { key: value ? 'valueOn' : 'valueOff' };
  return `${displayNumber(value)}${unit}`;
}

/**
 * A text an author typed, with its English beside it when they gave one: as a key whose
 * Chinese is the typed text and English the English one; without English, the typed text as is
 * (every reader sees what was typed).
 */
export function authoredText(typed: string, english: string | undefined): string | LocalText {
  const en = english?.trim() ?? '';
  return en === '' ? typed : { key: 'authoredText', params: { zh: typed, en } };
}
