import type { THUMBNAIL_TYPES } from '@lf/protocol';

export function projectFolder(projectId: string): string {
  return `projects/${projectId}`;
}

export type ThumbnailExtension = (typeof THUMBNAIL_TYPES)[keyof typeof THUMBNAIL_TYPES];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** Markup that would run when the SVG is opened by itself from our origin. */
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i;

/**
 * The image's kind, judged by its bytes and not by the name or type the browser sent: png and
 * jpg by their signatures, svg by an `<svg` root without scripts, handlers or embedded
 * documents (files under /files/ are served from the app's own origin). Undefined means refused.
 */
export function thumbnailKind(data: Buffer): ThumbnailExtension | undefined {
  if (data.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (data.subarray(0, JPEG.length).equals(JPEG)) return 'jpg';
  const text = data.toString('utf8');
  if (
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)
  ) {
    return ACTIVE_SVG.test(text) ? undefined : 'svg';
  }
  return undefined;
}
