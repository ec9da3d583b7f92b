import { DEVICE_ERRORS, deviceErrorText, type Locale } from '@lf/protocol';
import type { TFunction } from 'i18next';
import type { ApiError } from './client';

/**
 * The text a person sees for a failed call: the server's own (already localised) message when it
 * sent one, the catalogue text for device communication codes, otherwise a code-formatted text.
 */
export function errorText(error: ApiError, t: TFunction, locale: Locale): string {
  switch (error.kind) {
    case 'timeout':
      return t('errors.timeout');
    case 'network':
      return t('errors.network');
    case 'badResponse':
      return t('errors.badResponse', { status: error.code });
    case 'invalidData':
      return t('errors.invalidData');
    default:
      break;
  }
  const message = error.message.trim();
  if (message) return message;
  if (error.code in DEVICE_ERRORS) return deviceErrorText(error.code, locale);
  return t('errors.requestFailed', { code: error.code });
}
