import { Code, shareRightsLacking, type ShareAuthorityFlags } from '@lf/protocol';
import { ApiError } from '../http/apiError';

/**
 * Refuses (403, nothing changed) a share beyond the sharer's own rights on the equipment (the
 * protocol's rule, which the web app's share panel follows). Reaching the equipment at all (own
 * organisation, data range) is the caller's load's business.
 */
export function assertShareWithinRights(
  sharer: { auths: readonly string[] },
  equipment: { type: 'eg' | 'gm' },
  flags: ShareAuthorityFlags,
): void {
  const lacking = shareRightsLacking(sharer.auths, equipment.type, flags);
  if (lacking.length > 0) {
    throw new ApiError(Code.FORBIDDEN, 'shareBeyondOwnRights', { rights: lacking.join(', ') });
  }
}
