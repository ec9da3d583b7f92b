import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SetupTarget } from '@lf/protocol';
import { FlowForm } from '../FlowForm';
import { SetupFrame } from './SetupFrame';
import { finishSetup, useVerifiedTarget } from './useVerifiedTarget';

/**
 * A change step of the security setup: once the ticket is verified for `target`, a form of the
 * step's fields; saving sends `change` with the ticket and on success moves to the success page.
 */
export function SetupChangeForm<Fields extends object>({
  target,
  change,
  children,
}: {
  target: SetupTarget;
  change: (ticket: string, fields: Fields) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useVerifiedTarget(target);
  return (
    <SetupFrame target={target} step="change">
      {state ? (
        <FlowForm<Fields>
          submit={(fields) => change(state.ticket, fields)}
          onDone={() => finishSetup(navigate, target)}
          submitText={t('security.save')}
        >
          {children}
        </FlowForm>
      ) : (
        <Skeleton active />
      )}
    </SetupFrame>
  );
}
