import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETUP_TARGETS, type SetupTarget } from '@lf/protocol';
import { storeTicket } from '../flowTicket';
import { SetupFrame } from './SetupFrame';

/** setup/success/{type}: what changed; reached only from a change step. */
export default function SetupSuccessPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const done = (useLocation().state as { done?: boolean } | null)?.done === true;
  const target = SETUP_TARGETS.find((known) => known === type) as SetupTarget | undefined;
  // The ticket is used up: this tab's flow ends here.
  useEffect(() => storeTicket('setup', null), []);
  if (!done || !target) return <Navigate to="/account/security/sms" replace />;
  return (
    <SetupFrame target={target} step="success">
      <Result
        status="success"
        title={t(`security.success.${target}`)}
        subTitle={target === 'password' ? t('security.otherSessionsEnded') : undefined}
        extra={
          <Link to="/account/security/sms">
            <Button type="primary" data-testid="back-to-security">
              {t('security.backToOverview')}
            </Button>
          </Link>
        }
      />
    </SetupFrame>
  );
}
