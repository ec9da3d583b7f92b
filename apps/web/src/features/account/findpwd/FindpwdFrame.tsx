import { Card, Flex, Steps } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../app/shell/LanguageSwitch';
import { useTheme } from '../queries';
import './findpwd.css';

const STEPS = ['account', 'validate', 'password', 'finish'] as const;

/** The public find-password page: brand bar, the four steps of SPEC §2, the step's card. */
export function FindpwdFrame({
  step,
  children,
}: {
  step: (typeof STEPS)[number];
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <div className="lf-findpwd">
      <header className="lf-findpwd__bar">
        <Link to="/login" className="lf-findpwd__brand">
          <DashboardOutlined /> {theme.data?.title || t('common.defaultTitle')}
        </Link>
        <LanguageSwitch />
      </header>
      <main className="lf-findpwd__main">
        <Card
          className="lf-findpwd__card"
          title={<h1 className="lf-findpwd__title">{t('findpwd.title')}</h1>}
        >
          <Steps
            className="lf-findpwd__steps"
            size="small"
            current={STEPS.indexOf(step)}
            items={STEPS.map((key) => ({ title: t(`findpwd.step.${key}`) }))}
          />
          <Flex vertical className="lf-findpwd__body" data-testid={`findpwd-${step}`}>
            {children}
          </Flex>
        </Card>
        <Link to="/login" className="lf-findpwd__back">
          {t('common.backToLogin')}
        </Link>
      </main>
    </div>
  );
}
