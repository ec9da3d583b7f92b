import type { TFunction } from 'i18next';

/**
 * A logged operation (`domain.verb`, e.g. `project.page.save`, or one word such as `login`) as a
 * person reads it: the domain and verb in the current language, joined as that language joins them ("监控页面 · 保存",
 * "Monitoring page saved"); an operation this version does not know shows as it was logged.
 */
export function operationText(action: string, t: TFunction): string {
  const whole: Record<string, string> = t('accountLog.whole', { returnObjects: true });
  const named = whole[action];
  if (named) return named;
  const cut = action.lastIndexOf('.');
  if (cut <= 0) return action;
  const domains: Record<string, string> = t('accountLog.domains', { returnObjects: true });
  const verbs: Record<string, string> = t('accountLog.verbs', { returnObjects: true });
  const domain = domains[action.slice(0, cut).replaceAll('.', '_')];
  const verb = verbs[action.slice(cut + 1)];
  if (!domain || !verb) return action;
  return t('accountLog.format', { domain, verb });
}
