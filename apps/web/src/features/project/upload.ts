import { isSessionLossCode, isSuccessCode } from '@lf/protocol';
import type { z } from 'zod';
import { ApiError, call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { toast } from '../../app/toast';
import { currentLocale, i18next } from '../../i18n/i18n';

/**
 * A multipart POST (SPEC §7: page save, thumbnail) with the same envelope rules as the API
 * client: success by code, data checked by its schema, failures toasted, session loss sent
 * to login (by letting the client meet the same session loss on its next call).
 */
export async function postMultipart<S extends z.ZodType>(
  path: string,
  schema: S,
  fields: Record<string, string | number | boolean | undefined>,
  file: { name: string; blob: Blob },
): Promise<z.output<S>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(key, String(value));
  form.append('file', file.blob, file.name);
  let envelope: { code?: unknown; message?: unknown; data?: unknown };
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': currentLocale() },
    });
    envelope = (await response.json()) as typeof envelope;
  } catch (cause) {
    const error = new ApiError('network', 0, cause instanceof Error ? cause.message : 'network');
    toast.error(errorText(error, i18next.t, currentLocale()));
    throw error;
  }
  const code = Number(envelope.code);
  if (isSessionLossCode(code)) {
    await call(
      '/lfscada/user/info',
      undefined,
      { time: Date.now() },
      { method: 'GET', quiet: true },
    ).catch(() => undefined);
    throw new ApiError('session', code, String(envelope.message ?? ''));
  }
  if (!isSuccessCode(code)) {
    const error = new ApiError(
      'server',
      code,
      String(envelope.message ?? ''),
      envelope.data ?? null,
    );
    toast.error(errorText(error, i18next.t, currentLocale()));
    throw error;
  }
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) {
    const error = new ApiError('invalidData', code, parsed.error.message);
    toast.error(errorText(error, i18next.t, currentLocale()));
    throw error;
  }
  return parsed.data as z.output<S>;
}
