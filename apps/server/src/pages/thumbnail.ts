import { THUMBNAIL_TYPES } from '@lf/protocol';
import type { ImageFormat } from '../http/files/imageUpload';

export function projectFolder(projectId: string): string {
  return `projects/${projectId}`;
}

/** The formats a project thumbnail may have (judged from its bytes by checkImageUpload). */
export const THUMBNAIL_FORMATS: readonly ImageFormat[] = Object.values(THUMBNAIL_TYPES);
