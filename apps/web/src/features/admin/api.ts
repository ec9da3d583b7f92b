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

/** Saves a file the server sent as base64 (signal export, gateway configuration). */
export function saveFile(filename: string, mimeType: string, data: BlobPart): void {
  const url = URL.createObjectURL(new Blob([data], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

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
