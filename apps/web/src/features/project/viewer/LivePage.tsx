import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal, Result, Spin } from 'antd';
import type { LiveValues, PageDocument } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { PageViewer } from './PageViewer';
import { useViewerActions } from './useViewerActions';
import type { WriteChannel } from './viewerChannels';

interface PageDialog {
  pageId: string;
  width: number;
  height: number;
}

/** Whether each signal's writes ask first, by signal id, from the signal rows a viewer read. */
export function confirmingOf(
  signals: readonly { signalId: string; confirmWrite: boolean }[] | undefined,
): ReadonlyMap<string, boolean> {
  return new Map((signals ?? []).map((signal) => [signal.signalId, signal.confirmWrite]));
}

/**
 * A page drawn live with its click actions through `channel`, and the dialog in which a click
 * event opens another page (`dialogPage` draws it, as a viewer of the same kind). `confirming`
 * says which signals' writes ask first (a signal not in it asks).
 */
export function LivePage({
  document,
  values,
  confirming,
  channel,
  dialogPage,
}: {
  document: PageDocument;
  values: LiveValues;
  confirming: ReadonlyMap<string, boolean>;
  channel: WriteChannel;
  dialogPage: (pageId: string) => ReactNode;
}) {
  // Actions stay the same object while values tick; a click reads the values of its moment.
  const latest = useRef({ values, confirming });
  useEffect(() => {
    latest.current = { values, confirming };
  }, [values, confirming]);
  const readValues = useCallback(() => latest.current.values, []);
  const readConfirming = useCallback(() => latest.current.confirming, []);
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const openDialog = useCallback(
    (pageId: string, width: number, height: number) => setDialog({ pageId, width, height }),
    [],
  );
  const actions = useViewerActions({
    channel,
    values: readValues,
    openDialog,
    confirming: readConfirming,
  });
  return (
    <>
      <PageViewer document={document} values={values} actions={actions} />
      <Modal
        open={dialog !== null}
        onCancel={() => setDialog(null)}
        footer={null}
        width={(dialog?.width ?? 600) + 48}
        destroyOnHidden
        centered
      >
        {dialog ? (
          <div style={{ width: dialog.width, height: dialog.height }}>
            {dialogPage(dialog.pageId)}
          </div>
        ) : null}
      </Modal>
    </>
  );
}

/** What a viewer shows while its page loads, or when the page's layout cannot be read. */
export function PageLoadState({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Result status="error" title={t('project.viewer.layoutInvalid')} subTitle={error.message} />
  );
}
