import { useEffect } from 'react';
import { Modal } from 'antd';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Warns before leaving with unsaved changes: closing the tab (beforeunload) or navigating away. */
export function useUnsavedGuard(unsaved: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title: t('project.unsaved'),
      content: t('project.leaveConfirm'),
      okText: t('project.leave'),
      cancelText: t('project.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, t]);
}
