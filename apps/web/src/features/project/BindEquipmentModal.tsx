import { useState } from 'react';
import { Modal, Spin, Transfer } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectSummary } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { allEquipments, bindEquipments, projectEquipments } from './api';

/** Binds several devices to a project (bindEquip / unbindEquip), picked from the organisation's. */
export function BindEquipmentModal({
  project,
  onClose,
}: {
  project: ProjectSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const all = useQuery({ queryKey: ['project', 'equipments', 'all'], queryFn: allEquipments });
  const bound = useQuery({
    queryKey: ['project', project.id, 'equipments'],
    queryFn: () => projectEquipments(project.id),
  });
  const [busy, setBusy] = useState(false);
  const targetKeys = (bound.data ?? []).map((equipment) => equipment.id);
  const change = async (next: string[]) => {
    const added = next.filter((id) => !targetKeys.includes(id));
    const removed = targetKeys.filter((id) => !next.includes(id));
    setBusy(true);
    try {
      let result = bound.data ?? [];
      if (added.length > 0) result = await bindEquipments(project.id, added, true);
      if (removed.length > 0) result = await bindEquipments(project.id, removed, false);
      queryClient.setQueryData(['project', project.id, 'equipments'], result);
      void queryClient.invalidateQueries({ queryKey: ['project', 'list'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('project.list.bindTitle', { name: project.name })}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      {all.isPending || bound.isPending ? (
        <Spin />
      ) : (
        <Transfer
          dataSource={(all.data ?? []).map((equipment) => ({
            key: equipment.id,
            title: equipment.name,
          }))}
          targetKeys={targetKeys}
          titles={[t('project.list.available'), t('project.list.bound')]}
          render={(item) => item.title}
          disabled={busy}
          showSearch
          onChange={(keys) => void change(keys.map(String))}
          styles={{ section: { width: 280, height: 360 } }}
        />
      )}
    </Modal>
  );
}
