import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, List, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupName, LIMITS, type EquipmentSummary } from '@lf/protocol';
import { toast } from '../../../app/toast';
import { addGroup, deleteGroup, monitorKeys, moveToGroup, queryGroups, renameGroup } from '../api';
import { lengthCount } from '../../common/lengthLimit';

/** Checks a group name as the server will (1 to 30 characters after trimming). */
export function groupNameProblem(name: string): 'nameRequired' | 'nameTooLong' | null {
  const parsed = groupName.safeParse(name);
  if (parsed.success) return null;
  return name.trim().length === 0 ? 'nameRequired' : 'nameTooLong';
}

export function useGroups() {
  return useQuery({ queryKey: monitorKeys.groups, queryFn: queryGroups });
}

function GroupNameInput({
  initial,
  onSave,
  saving,
  submitLabel,
}: {
  initial: string;
  onSave: (name: string) => void;
  saving: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<'nameRequired' | 'nameTooLong' | null>(null);
  const submit = () => {
    const found = groupNameProblem(name);
    setProblem(found);
    if (!found) onSave(name.trim());
  };
  return (
    <Form onFinish={submit} style={{ width: '100%' }}>
      <Form.Item
        style={{ marginBottom: 0 }}
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`monitor.groups.${problem}`) : undefined}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('monitor.groups.namePlaceholder')}
            aria-label={t('monitor.groups.name')}
            count={lengthCount(LIMITS.groupNameMax)}
          />
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

/** Create, rename and delete the user's groups (names at most 30 characters). */
export function GroupManagerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const groups = useGroups();
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['monitor'] });
  const add = useMutation({
    mutationFn: addGroup,
    onSuccess: () => {
      toast.success(t('monitor.groups.saved'));
      return refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameGroup(id, name),
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteGroup, onSuccess: refresh });
  const [addKey, setAddKey] = useState(0);

  return (
    <Modal open title={t('monitor.groups.title')} onCancel={onClose} footer={null} width={520}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <GroupNameInput
          key={addKey}
          initial=""
          saving={add.isPending}
          submitLabel={t('monitor.groups.add')}
          onSave={(name) => add.mutate(name, { onSuccess: () => setAddKey((k) => k + 1) })}
        />
        <List
          loading={groups.isPending}
          dataSource={groups.data ?? []}
          locale={{ emptyText: t('monitor.list.noGroups') }}
          renderItem={(group) => (
            <List.Item
              actions={
                editing === group.id
                  ? []
                  : [
                      <Button
                        key="rename"
                        size="small"
                        type="link"
                        onClick={() => setEditing(group.id)}
                      >
                        {t('monitor.groups.rename')}
                      </Button>,
                      <Popconfirm
                        key="delete"
                        title={t('monitor.groups.deleteConfirm', { name: group.name })}
                        okText={t('monitor.confirm')}
                        cancelText={t('monitor.cancel')}
                        onConfirm={() => remove.mutate(group.id)}
                      >
                        <Button size="small" type="link" danger>
                          {t('monitor.groups.delete')}
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              {editing === group.id ? (
                <GroupNameInput
                  initial={group.name}
                  saving={rename.isPending}
                  submitLabel={t('monitor.confirm')}
                  onSave={(name) => rename.mutate({ id: group.id, name })}
                />
              ) : (
                <List.Item.Meta
                  title={group.name}
                  description={t('monitor.groups.count', { count: group.equipmentCount })}
                />
              )}
            </List.Item>
          )}
        />
      </Space>
    </Modal>
  );
}

/** Moves one equipment into a group (or out of every group). */
export function MoveToGroupDialog({
  equipment,
  onClose,
}: {
  equipment: EquipmentSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const groups = useGroups();
  const [target, setTarget] = useState<string>(equipment.groupIds[0] ?? '');
  const [creating, setCreating] = useState(false);
  const move = useMutation({
    mutationFn: () => moveToGroup(equipment.id, target),
    onSuccess: async () => {
      toast.success(t('monitor.groups.moved'));
      await client.invalidateQueries({ queryKey: ['monitor'] });
      onClose();
    },
  });
  const add = useMutation({
    mutationFn: addGroup,
    onSuccess: async (group) => {
      setTarget(group.id);
      setCreating(false);
      await client.invalidateQueries({ queryKey: monitorKeys.groups });
    },
  });
  return (
    <Modal
      open
      title={t('monitor.groups.moveTitle', { name: equipment.name })}
      onCancel={onClose}
      onOk={() => move.mutate()}
      okText={t('monitor.confirm')}
      cancelText={t('monitor.cancel')}
      confirmLoading={move.isPending}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('monitor.groups.target')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          aria-label={t('monitor.groups.target')}
          value={target}
          onChange={setTarget}
          loading={groups.isPending}
          options={[
            { value: '', label: t('monitor.groups.noGroup') },
            ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
        {creating ? (
          <GroupNameInput
            initial=""
            saving={add.isPending}
            submitLabel={t('monitor.groups.add')}
            onSave={(name) => add.mutate(name)}
          />
        ) : (
          <Button type="dashed" block onClick={() => setCreating(true)}>
            {t('monitor.groups.add')}
          </Button>
        )}
      </Space>
    </Modal>
  );
}
