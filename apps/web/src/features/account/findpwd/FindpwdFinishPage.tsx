import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { storeTicket } from '../security/flowTicket';
import { FindpwdFrame } from './FindpwdFrame';

/** /findpwd/finish: done; reached only from the password step. */
export default function FindpwdFinishPage() {
  const { t } = useTranslation();
  const done = (useLocation().state as { done?: boolean } | null)?.done === true;
  // The ticket is used up: this tab's flow ends here.
  useEffect(() => storeTicket('findpwd', null), []);
  if (!done) return <Navigate to="/findpwd/account" replace />;
  return (
    <FindpwdFrame step="finish">
      <Result
        status="success"
        title={t('findpwd.doneTitle')}
        subTitle={t('findpwd.doneHint')}
        extra={
          <Link to="/login">
            <Button type="primary" data-testid="findpwd-login">
              {t('findpwd.toLogin')}
            </Button>
          </Link>
        }
      />
    </FindpwdFrame>
  );
}
