import { renderLocalText, type Locale, type LocalText } from '@lf/protocol';

/**
 * An alarm's text in the reader's language: the server keeps it as a message key with
 * parameters (`local`) and its Chinese text (`text`); a rule whose author wrote their own text,
 * and records older than the key, are shown as written.
 */
export function alarmText(
  alarm: { text: string; local?: LocalText | undefined },
  locale: Locale,
): string {
  return alarm.local ? renderLocalText(alarm.local, locale) : alarm.text;
}

/**
 * A data-centre ranking's name: equipment · signal, then the alarm's text when the server left
 * it as a key for the reader's language.
 */
export function rankedName(
  entry: { name: string; local?: LocalText | undefined },
  locale: Locale,
): string {
  if (!entry.local) return entry.name;
  return [entry.name, renderLocalText(entry.local, locale)].filter(Boolean).join(' · ');
}
