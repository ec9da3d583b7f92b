import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@lf/protocol';
import { changeLocale, currentLocale } from '../../i18n/i18n';
import { useSession } from '../../state/session';
import { useSaveUserConfig } from '../../features/account/queries';

/** 中文 / English; the choice is kept on this device and, when logged in, in the user's config. */
export function LanguageSwitch({
  tone = 'light',
  remember = true,
}: {
  tone?: 'light' | 'dark';
  /** Also save the choice in the user's config (not before a forced password change). */
  remember?: boolean;
}) {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.user !== null);
  const saveConfig = useSaveUserConfig();
  const locale = currentLocale();

  const onChange = (next: Locale) => {
    void changeLocale(next);
    if (loggedIn && remember) saveConfig.mutate({ key: 'locale', value: next });
  };

  return (
    <Segmented<Locale>
      size="small"
      aria-label={t('language.label')}
      data-testid="language-switch"
      className={tone === 'dark' ? 'lf-segmented-dark' : undefined}
      value={locale}
      onChange={onChange}
      options={[
        { label: t('language.zh'), value: 'zh-CN' },
        { label: t('language.en'), value: 'en' },
      ]}
    />
  );
}
