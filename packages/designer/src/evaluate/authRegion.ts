import type { Widget } from '../document/widget';

/**
 * A widget's `authRegion` (SPEC §3, §6): the role ids that may use the widget, separated by
 * commas; empty means everyone. A user's `authRegion` is their role id (user/info). In the viewer
 * a user outside the widget's region does not see it, or, when the widget acts (writes a value,
 * opens a page or link), sees it disabled: an operator still reads the state of a pump whose
 * switch is kept for engineers. Administrators use every widget. This is presentation only: the
 * server checks every write against its own permissions and data range whatever a page shows.
 */
export type WidgetAccess = 'full' | 'disabled' | 'hidden';

/** Who looks at a page: the user info's region (role id) and role type. */
export interface RegionViewer {
  readonly authRegion: string;
  readonly roleType: 'admin' | 'user';
}

/** At most this many role ids in one widget's region, each a role id's characters. */
export const AUTH_REGION_LIMITS = { ids: 20, idLength: 64 } as const;
const ROLE_ID = /^[A-Za-z0-9_-]+$/;

/** The role ids of a region text: split on commas (either width) or spaces, trimmed, once each. */
export function parseAuthRegion(text: string): string[] {
  const ids = text
    .split(/[,，\s]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

/** The stored text of a list of role ids. */
export function formatAuthRegion(ids: readonly string[]): string {
  return parseAuthRegion(ids.join(',')).join(',');
}

/** Why a region text cannot be stored, or null when it can. */
export function authRegionProblem(text: string): string | null {
  const ids = parseAuthRegion(text);
  if (ids.length > AUTH_REGION_LIMITS.ids) return `at most ${AUTH_REGION_LIMITS.ids} roles`;
  const bad = ids.find((id) => id.length > AUTH_REGION_LIMITS.idLength || !ROLE_ID.test(id));
  return bad === undefined ? null : `not a role id: ${bad}`;
}

/**
 * How `viewer` may use `widget`: fully when the widget has no region, the viewer is an
 * administrator or the viewer's role is listed; otherwise disabled when the widget `acts`,
 * hidden when it does not. An unknown viewer (no user info yet) is outside every region.
 */
export function widgetAccess(
  widget: Pick<Widget, 'authRegion'>,
  viewer: RegionViewer | null,
  acts: boolean,
): WidgetAccess {
  const region = parseAuthRegion(widget.authRegion);
  if (region.length === 0) return 'full';
  if (viewer?.roleType === 'admin') return 'full';
  if (viewer && region.includes(viewer.authRegion)) return 'full';
  return acts ? 'disabled' : 'hidden';
}
