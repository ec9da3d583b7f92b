import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPCUA_CARRIED_TYPES,
  opcuaBrowseResult,
  type CommandAccepted,
  type OpcuaBrowsedNode,
  type OpcuaImportNodeInput,
  type OpcuaImportResult,
} from '@lf/protocol';
import { pollAsyncCommand } from '../../api/asyncCommand';
import { currentLocale } from '../../i18n/i18n';
import { adminCall } from './api';

const BASE = '/lfscada/equipment/multi/opcua';

/** A folder on the way down from the Objects folder. */
interface Level {
  nodeId: string | undefined;
  name: string;
}

const importable = (node: OpcuaBrowsedNode) =>
  node.nodeClass === 'Variable' &&
  (OPCUA_CARRIED_TYPES as readonly (string | null)[]).includes(node.dataType);

/** Lists a node's children through the gateway: a browse command, then its callback. */
async function browseNodes(equipmentId: string, nodeId: string | undefined) {
  const accepted = await adminCall<CommandAccepted>(`${BASE}/browse`, {
    equipmentId,
    ...(nodeId !== undefined && { nodeId }),
  });
  const data = await pollAsyncCommand(accepted.uuid, {
    callbackPath: `${BASE}/browse/callback`,
    locale: currentLocale,
  });
  return opcuaBrowseResult.parse(data);
}

/**
 * The signal tab's OPC UA browser: walks the server's folders from Objects (through the gateway,
 * as the agent sees the server), and imports picked Variables, or all of a folder's, as signals
 * in one step. A signal is named after its node, prefixed with its object below the top folder
 * (`Pump1.Speed`) so equal names of sibling objects stay apart.
 */
export function OpcuaBrowseDialog({
  equipmentId,
  onClose,
  onImported,
}: {
  equipmentId: string;
  onClose: () => void;
  onImported: (result: OpcuaImportResult) => void;
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState<Level[]>([
    { nodeId: undefined, name: t('admin.opcuaBrowse.root') },
  ]);
  const [selected, setSelected] = useState<string[]>([]);
  const here = path[path.length - 1] ?? { nodeId: undefined, name: '' };
  const listing = useQuery({
    queryKey: ['admin', 'opcua', equipmentId, here.nodeId ?? ''],
    queryFn: () => browseNodes(equipmentId, here.nodeId),
    retry: false,
  });
  const nodes = listing.data?.nodes ?? [];
  const variables = nodes.filter(importable);
  const signalName = (node: OpcuaBrowsedNode) =>
    path.length > 2 ? `${here.name}.${node.displayName}` : node.displayName;
  const importNodes = useMutation({
    mutationFn: (picked: OpcuaBrowsedNode[]) =>
      adminCall<OpcuaImportResult>(`${BASE}/import`, {
        equipmentId,
        nodes: JSON.stringify(
          picked.map((n): OpcuaImportNodeInput => ({
            nodeId: n.nodeId,
            name: signalName(n),
            dataType: n.dataType as OpcuaImportNodeInput['dataType'],
            writable: n.writable,
            unit: n.unit ?? '',
          })),
        ),
      }),
    onSuccess: onImported,
  });
  const open = (node: OpcuaBrowsedNode) => {
    setSelected([]);
    setPath([...path, { nodeId: node.nodeId, name: node.displayName }]);
  };

  return (
    <Modal
      open
      width={860}
      title={t('admin.opcuaBrowse.title')}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button
            disabled={variables.length === 0}
            loading={importNodes.isPending}
            onClick={() => importNodes.mutate(variables)}
          >
            {t('admin.opcuaBrowse.importFolder', { count: variables.length })}
          </Button>
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={importNodes.isPending}
            onClick={() => importNodes.mutate(variables.filter((n) => selected.includes(n.nodeId)))}
          >
            {t('admin.opcuaBrowse.importSelected', { count: selected.length })}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Breadcrumb
          items={path.map((level, i) => ({
            key: level.nodeId ?? 'root',
            title:
              i === path.length - 1 ? (
                level.name
              ) : (
                <Typography.Link
                  onClick={() => {
                    setSelected([]);
                    setPath(path.slice(0, i + 1));
                  }}
                >
                  {level.name}
                </Typography.Link>
              ),
          }))}
        />
        {listing.isError ? <Alert type="error" message={listing.error.message} /> : null}
        {listing.data?.truncated ? (
          <Alert
            type="warning"
            message={t('admin.opcuaBrowse.truncated', { count: nodes.length })}
          />
        ) : null}
        <Table<OpcuaBrowsedNode>
          rowKey="nodeId"
          size="small"
          loading={listing.isFetching ? { tip: t('admin.opcuaBrowse.browsing') } : false}
          dataSource={nodes}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (node) => ({
              disabled: !importable(node),
              'aria-label': node.displayName,
            }),
          }}
          columns={[
            {
              title: t('admin.opcuaBrowse.name'),
              key: 'name',
              render: (_: unknown, node) =>
                node.hasChildren ? (
                  <Typography.Link onClick={() => open(node)}>{node.displayName}</Typography.Link>
                ) : (
                  node.displayName
                ),
            },
            {
              title: t('admin.opcuaBrowse.nodeClass'),
              dataIndex: 'nodeClass',
              render: (nodeClass: OpcuaBrowsedNode['nodeClass']) =>
                nodeClass === 'Object' || nodeClass === 'Variable'
                  ? t(`admin.opcuaBrowse.classes.${nodeClass}`)
                  : nodeClass,
            },
            {
              title: t('admin.opcuaBrowse.dataType'),
              key: 'dataType',
              render: (_: unknown, node) =>
                node.nodeClass !== 'Variable'
                  ? ''
                  : (node.dataType ?? t('admin.opcuaBrowse.unsupported')),
            },
            { title: t('admin.opcuaBrowse.unit'), dataIndex: 'unit' },
            {
              title: t('admin.opcuaBrowse.writable'),
              key: 'writable',
              render: (_: unknown, node) =>
                node.nodeClass === 'Variable'
                  ? node.writable
                    ? t('admin.yes')
                    : t('admin.no')
                  : '',
            },
            {
              title: 'NodeId',
              dataIndex: 'nodeId',
              render: (nodeId: string) => <Typography.Text code>{nodeId}</Typography.Text>,
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
