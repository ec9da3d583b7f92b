import { imageSize } from 'image-size';
import { hasForbiddenControl, type MessageKey } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import { refuse } from '../refusal';
import { sanitizeSvg } from './svgSanitizer';

/** The image formats an upload may declare it accepts. */
export type ImageFormat = 'png' | 'jpg' | 'gif' | 'webp' | 'ico' | 'svg';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

/** Large enough for any screen or print thumbnail; beyond it a decoder is asked for gigabytes. */
export const IMAGE_MAX_SIDE = 8192;

export interface ImageUploadRules {
  formats: readonly ImageFormat[];
  maxBytes: number;
  /** The largest width and height in pixels (IMAGE_MAX_SIDE when not given). */
  maxSide?: number;
}

export type ImageCheck =
  | {
      ok: true;
      format: ImageFormat;
      /** The file name extension to store the image under (it decides the served type). */
      extension: ImageFormat;
      contentType: string;
      /** The bytes to store: the upload itself, or the sanitised text of an SVG. */
      data: Buffer;
    }
  | { ok: false; refusal: MessageKey; params: Record<string, string | number> };

/** image-size's names of the raster formats we accept. */
const RASTER_FORMATS: Record<string, ImageFormat> = {
  png: 'png',
  jpg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  ico: 'ico',
};

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : `${Math.floor(bytes / 1024)} KB`;
}

function formatList(formats: readonly ImageFormat[]): string {
  return formats.join(', ');
}

function readRaster(
  data: Buffer,
): { format: ImageFormat; width: number; height: number } | undefined {
  try {
    // image-size reads a short header past the end of its view: in a Buffer cut from Node's
    // shared pool, that is whatever else lives there. A copy has nothing beyond its own bytes.
    const size = imageSize(new Uint8Array(data));
    const format = size.type ? RASTER_FORMATS[size.type] : undefined;
    if (!format || !size.width || !size.height) return undefined;
    return { format, width: size.width, height: size.height };
  } catch {
    return undefined;
  }
}

/** A text file that starts (after an XML prolog, comments and a doctype) with an svg element. */
function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8');
  return /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    head,
  );
}

/**
 * Checks an uploaded image by its bytes, never by its name or declared type: raster formats by
 * their signature and header (width and height read and limited, so a text file named .png or
 * a data URL declaring image/png but holding HTML is refused), SVG by parsing it and keeping only
 * what an allow-list sanitiser lets through. Every image upload goes through here (project
 * thumbnails, equipment images, favicons, avatars). A refusal names a MESSAGES key for `refuse`.
 */
export async function checkImageUpload(
  bytes: Buffer,
  rules: ImageUploadRules,
): Promise<ImageCheck> {
  if (bytes.length === 0) return { ok: false, refusal: 'imageMissing', params: {} };
  if (bytes.length > rules.maxBytes) {
    return { ok: false, refusal: 'imageBytesTooMany', params: { size: sizeText(rules.maxBytes) } };
  }
  const typeRefusal: ImageCheck = {
    ok: false,
    refusal: 'imageFormatRefused',
    params: { formats: formatList(rules.formats) },
  };
  const maxSide = rules.maxSide ?? IMAGE_MAX_SIDE;
  const raster = readRaster(bytes);
  if (raster) {
    if (!rules.formats.includes(raster.format)) return typeRefusal;
    if (raster.width > maxSide || raster.height > maxSide) {
      return { ok: false, refusal: 'imageSideTooLong', params: { max: maxSide } };
    }
    return {
      ok: true,
      format: raster.format,
      extension: raster.format,
      contentType: IMAGE_CONTENT_TYPES[raster.format],
      data: bytes,
    };
  }
  if (!rules.formats.includes('svg') || !looksLikeSvg(bytes)) return typeRefusal;
  const text = bytes.toString('utf8');
  // Invalid UTF-8 or control characters: not a text file, whatever its start says.
  if (text.includes('\uFFFD') || hasForbiddenControl(text)) return typeRefusal;
  const clean = await sanitizeSvg(text);
  if (!clean) return typeRefusal;
  return {
    ok: true,
    format: 'svg',
    extension: 'svg',
    contentType: IMAGE_CONTENT_TYPES.svg,
    data: Buffer.from(clean, 'utf8'),
  };
}

/** checkImageUpload for a route: the accepted image, or a Refusal in the request's language. */
export async function acceptImageUpload(
  request: FastifyRequest,
  bytes: Buffer,
  rules: ImageUploadRules,
): Promise<Extract<ImageCheck, { ok: true }>> {
  const check = await checkImageUpload(bytes, rules);
  if (!check.ok) throw refuse(request, check.refusal, check.params);
  return check;
}
