import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Input, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ManageEquipmentPage, ModelRow } from '@lf/protocol';
import { adminCall, adminKeys } from './api';
import { CrudDialog } from './CrudDialog';
import { AddBar, EditDeleteActions, useCrudList } from './crudList';
import { TemplatePagesLink } from '../modelPages/TemplatePagesLink';

// A type, not an interface: the form's values are sent as a request body, which takes only
// types with an implicit index signature.
type ModelValues = {
  name: string;
  description?: string;
  fromEquipmentId?: string;
  template?: string;
};

/** /manage/system/model: equipment models, templates of signals and reports. */
export default function ModelPage() {
  const { t } = useTranslation();
  const crud = useCrudList<ModelRow, ModelValues>({
    base: '/lfscada/system/model',
    queryKey: adminKeys.models,
    toInput: (values) => {
      let template: unknown;
      if (values.template) {
        try {
          template = JSON.parse(values.template);
        } catch {
          throw new Error(t('admin.model.templateInvalid'));
        }
      }
      return { ...values, template };
    },
  });
  const adding = crud.editing === 'new';
  const equipment = useQuery({
    queryKey: [...adminKeys.equipment, 'all-for-models'],
    queryFn: () =>
      adminCall<ManageEquipmentPage>('/lfscada/equipment/multi/manage/query', { pageSize: 100 }),
    enabled: adding,
  });
  return (
    <Flex vertical gap={16}>
      <AddBar list={crud} />
      <Table<ModelRow>
        {...crud.table}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          { title: t('admin.description'), dataIndex: 'description' },
          {
            title: t('admin.model.signals'),
            key: 's',
            render: (_: unknown, m) => m.template.signals.length,
          },
          {
            title: t('admin.model.reports'),
            key: 'r',
            render: (_: unknown, m) => m.template.reports.length,
          },
          {
            title: t('admin.model.modified'),
            dataIndex: 'gmtModified',
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Flex gap={4} align="center">
                <TemplatePagesLink modelId={row.id} />
                <EditDeleteActions list={crud} row={row} name={row.name} />
              </Flex>
            ),
          },
        ]}
      />
      <CrudDialog<ModelValues>
        {...crud.dialog}
        initialValues={
          crud.editing && crud.editing !== 'new'
            ? { ...crud.editing, template: JSON.stringify(crud.editing.template, null, 2) }
            : {}
        }
      >
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('admin.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {adding ? (
          <Form.Item name="fromEquipmentId" label={t('admin.model.fromEquipment')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={(equipment.data?.list ?? []).map((e) => ({ value: e.id, label: e.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="template" label={t('admin.model.template')}>
          <Input.TextArea rows={8} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </CrudDialog>
    </Flex>
  );
}
