import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog with one form, for the add and edit dialogs of the system settings screens. */
export function CrudDialog<V extends object>({
  open,
  editing,
  initialValues,
  saving,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  editing: boolean;
  initialValues: Partial<V>;
  saving: boolean;
  onSave: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={editing ? t('admin.edit') : t('admin.add')}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={600}
    >
      <Form<V>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={onSave}
      >
        {children}
      </Form>
    </Modal>
  );
}
