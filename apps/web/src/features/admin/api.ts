import { call, type CallOptions, type RequestBody } from '../../api/client';

/**
 * The manage area's server calls. Responses are typed by the contract's interfaces in
 * @lf/protocol (admin.ts); requests are validated there on the server.
 */
export async function adminCall<T>(
  path: string,
  body: RequestBody = {},
  options: CallOptions = {},
): Promise<T> {
  return (await call(path, undefined, body, options)) as T;
}

export const adminKeys = {
  equipment: ['admin', 'equipment'] as const,
  equipmentDetail: (id: string) => ['admin', 'equipment', 'detail', id] as const,
  signals: (id: string) => ['admin', 'signals', id] as const,
  reports: (id: string) => ['admin', 'reports', id] as const,
  deleted: ['admin', 'deleted'] as const,
  gateways: ['admin', 'gateways'] as const,
  hardware: ['admin', 'hardware'] as const,
  protocols: ['admin', 'protocols'] as const,
  models: ['admin', 'models'] as const,
  announcements: ['admin', 'announcements'] as const,
};

/** A file as base64 text (without a data URL prefix) or as a data URL. */
export function readFileAs(file: Blob, kind: 'base64' | 'dataUrl'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(kind === 'dataUrl' ? url : url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
