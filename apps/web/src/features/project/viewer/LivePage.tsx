import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal, Result, Spin } from 'antd';
import type { LiveValues, PageDocument } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { PageViewer } from './PageViewer';
import { useViewerActions } from './useViewerActions';
import type { WriteChannel } from './viewerChannels';
import type { WriteTarget, WriteTargets } from './writeValue';

interface PageDialog {
  pageId: string;
  width: number;
  height: number;
}

/**
 * Each signal's write target (does it ask first, how its values read), by signal id; null while
 * the signals are still being read.
 */
export function writeTargetsOf(
  signals: readonly (WriteTarget & { signalId: string })[] | undefined,
): WriteTargets | null {
  if (!signals) return null;
  return new Map(
    signals.map(({ signalId, confirmWrite, dataType }) => [signalId, { confirmWrite, dataType }]),
  );
}

/**
 * A page drawn live with its click actions through `channel`, and the dialog in which a click
 * event opens another page (`dialogPage` draws it, as a viewer of the same kind). `writeTargets`
 * says which signals' writes ask first (a signal not in it asks).
 */
export function LivePage({
  document,
  values,
  writeTargets,
  channel,
  dialogPage,
}: {
  document: PageDocument;
  values: LiveValues;
  /** Null while the page's signals are read: writes wait for them, so each asks by its signal. */
  writeTargets: WriteTargets | null;
  channel: WriteChannel;
  dialogPage: (pageId: string) => ReactNode;
}) {
  // Actions stay the same object while values tick; a click reads the values of its moment.
  const latest = useRef({ values, writeTargets });
  // A write clicked before the signals are read waits for them (it would not know whether to ask,
  // nor how its value reads); the widgets stay as they are meanwhile.
  const [targetsRead] = useState(() => {
    let resolve: (targets: WriteTargets) => void = () => undefined;
    const promise = new Promise<WriteTargets>((done) => (resolve = done));
    return { promise, resolve };
  });
  useEffect(() => {
    latest.current = { values, writeTargets };
    if (writeTargets) targetsRead.resolve(writeTargets);
  }, [values, writeTargets, targetsRead]);
  const readValues = useCallback(() => latest.current.values, []);
  const readWriteTargets = useCallback(
    () => latest.current.writeTargets ?? targetsRead.promise,
    [targetsRead],
  );
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const openDialog = useCallback(
    (pageId: string, width: number, height: number) => setDialog({ pageId, width, height }),
    [],
  );
  const actions = useViewerActions({
    channel,
    values: readValues,
    openDialog,
    writeTargets: readWriteTargets,
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
