import { useMatches } from 'react-router';
import type { zhCN } from '../i18n/locales/zh-CN';

export type TitleKey = `route.${keyof typeof zhCN.route}`;

export interface RouteHandle {
  title: TitleKey;
}

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Title key of the deepest matched route that declares one. */
export function useRouteTitle(): TitleKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (hasTitle(handle)) return handle.title;
  }
  return undefined;
}
