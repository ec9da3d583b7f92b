import { renderLocalText, type Locale, type MessageItem } from '@lf/protocol';

/**
 * A message's title and note in the reader's language: those the server wrote as message keys
 * are rendered now, announcements (written by people in one language) are shown as written.
 */
export function messageText(
  message: Pick<MessageItem, 'title' | 'note'> & { local?: MessageItem['local'] },
  locale: Locale,
): { title: string; note: string } {
  if (!message.local) return { title: message.title, note: message.note };
  return {
    title: renderLocalText(message.local.title, locale),
    note: renderLocalText(message.local.note, locale),
  };
}
