import { Flex, Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HardwareRow } from '@lf/protocol';
import { adminKeys } from './api';
import { CrudDialog } from './CrudDialog';
import { AddBar, EditDeleteActions, useCrudList } from './crudList';

type HardwareValues = Pick<HardwareRow, 'name' | 'firmwareVersion' | 'description'>;

/** /manage/system/hardware: gateway firmware models. */
export default function HardwarePage() {
  const { t } = useTranslation();
  const crud = useCrudList<HardwareRow, HardwareValues>({
    base: '/lfscada/system/hardware',
    queryKey: adminKeys.hardware,
  });
  return (
    <Flex vertical gap={16}>
      <AddBar list={crud} />
      <Table<HardwareRow>
        {...crud.table}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          { title: t('admin.hardware.firmwareVersion'), dataIndex: 'firmwareVersion' },
          { title: t('admin.description'), dataIndex: 'description' },
          { title: t('admin.hardware.gateways'), dataIndex: 'gatewayCount' },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <EditDeleteActions list={crud} row={row} name={row.name} />
            ),
          },
        ]}
      />
      <CrudDialog<HardwareValues>
        {...crud.dialog}
        initialValues={crud.editing && crud.editing !== 'new' ? crud.editing : {}}
      >
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="firmwareVersion"
          label={t('admin.hardware.firmwareVersion')}
          rules={[{ required: true, max: 32 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('admin.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </CrudDialog>
    </Flex>
  );
}
