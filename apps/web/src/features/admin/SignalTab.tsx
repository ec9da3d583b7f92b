import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Table, Upload } from 'antd';
import {
  ApartmentOutlined,
  DownloadOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FileDownload,
  OpcuaImportResult,
  ProtocolId,
  SignalDefinition,
  SignalFileFormat,
  SignalImportResult,
} from '@lf/protocol';
import { toast } from '../../app/toast';
import { base64ToBytes, saveFile } from '../common/download';
import { adminCall, adminKeys, readFileAs } from './api';
import { OpcuaBrowseDialog } from './OpcuaBrowseDialog';
import { formatValue } from '../monitor/detail/format';
import { addressColumns, addressingOf } from './signalAddressing';
import { SignalDialog, type SignalFormValues } from './SignalDialog';
import { ImportRowErrors, SignalImportDialog, type ChosenSignalFile } from './SignalImportDialog';

/**
 * The signal table with live values, add/edit/delete, CSV and Excel import and export. Address
 * columns and fields follow the equipment's driver `protocol`; an OPC UA equipment also gets a
 * browse of the server's nodes to import as signals.
 */
export function SignalTab({
  equipmentId,
  protocol = null,
}: {
  equipmentId: string;
  protocol?: ProtocolId | null;
}) {
  const { t } = useTranslation();
  const valueTexts = {
    on: t('monitor.signal.on'),
    off: t('monitor.signal.off'),
    none: t('monitor.signal.noValue'),
  };
  const addressing = addressingOf(protocol);
  const browsable = protocol === 'opcua';
  const client = useQueryClient();
  const [editing, setEditing] = useState<SignalDefinition | 'new' | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const [importResult, setImportResult] = useState<SignalImportResult | undefined>();
  const [chosenFile, setChosenFile] = useState<ChosenSignalFile | undefined>();
  const [browsing, setBrowsing] = useState(false);
  const [opcuaResult, setOpcuaResult] = useState<OpcuaImportResult | undefined>();
  const signals = useQuery({
    queryKey: adminKeys.signals(equipmentId),
    queryFn: () =>
      adminCall<SignalDefinition[]>('/lfscada/equipment/multi/signal/query', { equipmentId }),
    refetchInterval: 2000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.signals(equipmentId) });
  const save = useMutation({
    mutationFn: (values: SignalFormValues) =>
      editing && editing !== 'new'
        ? adminCall('/lfscada/equipment/multi/signal/edit', { ...values, id: editing.id })
        : adminCall('/lfscada/equipment/multi/signal/add', { ...values, equipmentId }),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setEditing(undefined);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => adminCall('/lfscada/equipment/multi/signal/delete', { ids }),
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      setSelected([]);
      void refresh();
    },
  });
  const chooseFile = useMutation({
    mutationFn: async (file: File): Promise<ChosenSignalFile> => ({
      name: file.name,
      format: file.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv',
      content: await readFileAs(file, 'base64'),
    }),
    onSuccess: (chosen) => {
      setImportResult(undefined);
      setChosenFile(chosen);
    },
  });
  const exportFile = useMutation({
    mutationFn: (format: SignalFileFormat) =>
      adminCall<FileDownload>('/lfscada/equipment/multi/signal/export', { equipmentId, format }),
    onSuccess: (file) => saveFile(file.filename, file.mimeType, base64ToBytes(file.base64)),
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.add')}
        </Button>
        <Upload
          accept=".csv,.xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            chooseFile.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={chooseFile.isPending}>
            {t('admin.signal.importFile')}
          </Button>
        </Upload>
        {browsable ? (
          <Button icon={<ApartmentOutlined />} onClick={() => setBrowsing(true)}>
            {t('admin.opcuaBrowse.open')}
          </Button>
        ) : null}
        <Button icon={<DownloadOutlined />} onClick={() => exportFile.mutate('csv')}>
          {t('admin.signal.exportCsv')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => exportFile.mutate('xlsx')}>
          {t('admin.signal.exportExcel')}
        </Button>
        <Popconfirm
          title={t('admin.signal.confirmDeleteSelected', { count: selected.length })}
          okText={t('admin.delete')}
          cancelText={t('admin.cancel')}
          disabled={selected.length === 0}
          onConfirm={() => remove.mutateAsync(selected)}
        >
          <Button danger disabled={selected.length === 0}>
            {t('admin.signal.deleteSelected')}
          </Button>
        </Popconfirm>
      </Space>
      {browsing ? (
        <OpcuaBrowseDialog
          equipmentId={equipmentId}
          onClose={() => setBrowsing(false)}
          onImported={(result) => {
            setBrowsing(false);
            setOpcuaResult(result);
            void refresh();
          }}
        />
      ) : null}
      {opcuaResult ? (
        <Alert
          data-testid="opcua-import-result"
          type="success"
          closable
          onClose={() => setOpcuaResult(undefined)}
          message={t('admin.opcuaBrowse.done', {
            imported: opcuaResult.imported,
            skipped: opcuaResult.skipped.length,
          })}
        />
      ) : null}
      {chosenFile ? (
        <SignalImportDialog
          equipmentId={equipmentId}
          file={chosenFile}
          onClose={() => setChosenFile(undefined)}
          onImported={(result) => {
            setChosenFile(undefined);
            setImportResult(result);
            void refresh();
          }}
        />
      ) : null}
      {importResult ? (
        <Alert
          data-testid="import-result"
          type={importResult.errors.length > 0 ? 'warning' : 'success'}
          closable
          onClose={() => setImportResult(undefined)}
          message={`${t('admin.signalImport.done', {
            added: importResult.imported,
            updated: importResult.updated,
          })}${
            importResult.errors.length > 0
              ? `；${t('admin.signal.importErrors', { count: importResult.errors.length })}`
              : ''
          }`}
          description={<ImportRowErrors errors={importResult.errors} />}
        />
      ) : null}
      <Table<SignalDefinition>
        rowKey="id"
        size="small"
        scroll={{ x: 1000 }}
        loading={signals.isPending}
        dataSource={signals.data ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('admin.signal.name'), dataIndex: 'name' },
          ...addressColumns(addressing, t),
          { title: t('admin.signal.scale'), dataIndex: 'scale' },
          { title: t('admin.signal.unit'), dataIndex: 'unit' },
          {
            title: t('admin.signal.access'),
            dataIndex: 'access',
            render: (access: string) =>
              access === 'rw' ? t('admin.signal.readWrite') : t('admin.signal.read'),
          },
          {
            title: t('admin.signal.range'),
            key: 'range',
            render: (_: unknown, s) =>
              s.min === null && s.max === null ? '—' : `${s.min ?? '−∞'} ~ ${s.max ?? '∞'}`,
          },
          {
            title: t('admin.signal.alarmRules'),
            key: 'rules',
            render: (_: unknown, s) =>
              s.alarmRules.map((r) => `${t(`admin.signal.${r.kind}`)} ${r.value}`).join('，'),
          },
          {
            title: t('admin.signal.value'),
            key: 'value',
            render: (_: unknown, s) => (
              <span data-testid={`value-${s.name}`}>{formatValue(s, s.value, valueTexts)}</span>
            ),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, s) => (
              <Button
                type="link"
                size="small"
                aria-label={`${t('admin.edit')} ${s.name}`}
                onClick={() => setEditing(s)}
              >
                {t('admin.edit')}
              </Button>
            ),
          },
        ]}
      />
      <SignalDialog
        open={editing !== undefined}
        signal={editing === 'new' ? undefined : editing}
        addressing={addressing}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(undefined)}
      />
    </Space>
  );
}
