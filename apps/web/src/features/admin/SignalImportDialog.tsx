import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Modal, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SIGNAL_FILE_COLUMNS,
  type ImportRowError,
  type SignalFileFormat,
  type SignalImportMode,
  type SignalImportResult,
} from '@lf/protocol';
import type { TFunction } from 'i18next';
import { adminCall } from './api';

export interface ChosenSignalFile {
  name: string;
  format: SignalFileFormat;
  /** The file as base64. */
  content: string;
}

const IMPORT_URL = '/lfscada/equipment/multi/signal/import';

/** A file column as the signal form names it, with the column's own name to find it in the file. */
function columnLabel(t: TFunction, column: string): string {
  const known = (SIGNAL_FILE_COLUMNS as readonly string[]).includes(column);
  return known
    ? `${t(`admin.signal.${column as (typeof SIGNAL_FILE_COLUMNS)[number]}`)} (${column})`
    : column;
}

/**
 * What an import of the chosen file would do (adds, changes by column, refused rows with their
 * reasons), asked of the server without storing anything; the import runs only when confirmed,
 * with the mode the preview was made in.
 */
export function SignalImportDialog({
  equipmentId,
  file,
  onClose,
  onImported,
}: {
  equipmentId: string;
  file: ChosenSignalFile;
  onClose: () => void;
  onImported: (result: SignalImportResult) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<SignalImportMode>('update');
  const request = { equipmentId, format: file.format, content: file.content, mode };
  const preview = useQuery({
    queryKey: ['admin', 'signalImport', equipmentId, file.name, file.content.length, mode],
    queryFn: () => adminCall<SignalImportResult>(IMPORT_URL, { ...request, preview: true }),
    gcTime: 0,
  });
  const store = useMutation({
    mutationFn: () => adminCall<SignalImportResult>(IMPORT_URL, request),
    onSuccess: onImported,
  });
  const plan = preview.data;
  const work = plan ? plan.imported + plan.updated : 0;

  return (
    <Modal
      open
      width={760}
      title={t('admin.signalImport.title', { file: file.name })}
      okText={t('admin.signalImport.confirm')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ disabled: work === 0 || preview.isFetching }}
      confirmLoading={store.isPending}
      onOk={() => store.mutate()}
      onCancel={onClose}
    >
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Space>
          <Typography.Text>{t('admin.signalImport.mode')}</Typography.Text>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value as SignalImportMode)}
            options={[
              { value: 'update', label: t('admin.signalImport.modeUpdate') },
              { value: 'add', label: t('admin.signalImport.modeAdd') },
            ]}
          />
        </Space>
        {plan ? (
          <>
            <Alert
              data-testid="import-preview"
              type={plan.errors.length > 0 ? 'warning' : 'info'}
              message={t('admin.signalImport.summary', {
                added: plan.imported,
                updated: plan.updated,
                unchanged: plan.unchanged,
                errors: plan.errors.length,
              })}
              description={work === 0 ? t('admin.signalImport.nothingToDo') : undefined}
            />
            {plan.added.length > 0 ? (
              <Typography.Paragraph>
                <Typography.Text strong>{t('admin.signalImport.added')}：</Typography.Text>
                {plan.added.join('、')}
              </Typography.Paragraph>
            ) : null}
            {plan.changed.length > 0 ? (
              <Table
                size="small"
                rowKey="name"
                pagination={{ pageSize: 8, hideOnSinglePage: true }}
                title={() => t('admin.signalImport.changed')}
                dataSource={plan.changed}
                columns={[
                  { title: t('admin.signal.name'), dataIndex: 'name' },
                  {
                    title: t('admin.signalImport.changedFields'),
                    dataIndex: 'fields',
                    render: (fields: string[]) =>
                      fields.map((field) => columnLabel(t, field)).join('、'),
                  },
                ]}
              />
            ) : null}
            <ImportRowErrors errors={plan.errors} />
          </>
        ) : null}
      </Space>
    </Modal>
  );
}

/** The rows an import refused, each with its field, the reason in the reader's language and the cell. */
export function ImportRowErrors({ errors }: { errors: ImportRowError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Table
      size="small"
      rowKey="row"
      pagination={{ pageSize: 8, hideOnSinglePage: true }}
      title={() => t('admin.signalImport.errors')}
      dataSource={errors}
      columns={[
        { title: t('admin.signal.row'), dataIndex: 'row' },
        {
          title: t('admin.signal.field'),
          dataIndex: 'field',
          render: (field: string) => columnLabel(t, field),
        },
        {
          title: t('admin.signal.reason'),
          dataIndex: 'reason',
          render: (reason: ImportRowError['reason']) => t(`admin.signalImport.reasons.${reason}`),
        },
        { title: t('admin.signalImport.value'), dataIndex: 'value' },
      ]}
    />
  );
}
