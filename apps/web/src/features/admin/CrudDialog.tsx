import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog with one form, for the add and edit dialogs of the settings and user screens. */
export function CrudDialog<V extends object>({
  open,
  editing,
  title,
  form: given,
  initialValues,
  saving,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  editing: boolean;
  /** "Add" or "Edit" unless the screen names it. */
  title?: string;
  /** The caller's form, when its fields watch one another. */
  form?: FormInstance<V>;
  initialValues: Partial<V>;
  saving: boolean;
  onSave: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>(given);
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={title ?? (editing ? t('admin.edit') : t('admin.add'))}
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
