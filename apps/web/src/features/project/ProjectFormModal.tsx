import { Form, Input, Modal } from 'antd';
import { PROJECT_LIMITS, type ProjectSummary } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

export interface ProjectFormValues {
  name: string;
  description: string;
}

/** Create or edit a project: name (required) and description. */
export function ProjectFormModal({
  open,
  project,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  project: ProjectSummary | null;
  onCancel: () => void;
  onSubmit: (values: ProjectFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectFormValues>();
  return (
    <Modal
      open={open}
      title={t(project ? 'project.list.editTitle' : 'project.list.createTitle')}
      okText={t('project.save')}
      cancelText={t('project.cancel')}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((values) => onSubmit(values))}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: project?.name ?? '', description: project?.description ?? '' }}
      >
        <Form.Item
          name="name"
          label={t('project.list.name')}
          rules={[
            { required: true, whitespace: true, message: t('project.list.nameRequired') },
            tooLongRule(t, PROJECT_LIMITS.nameMax),
          ]}
        >
          <Input count={lengthCount(PROJECT_LIMITS.nameMax)} autoFocus />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('project.list.description')}
          rules={[tooLongRule(t, PROJECT_LIMITS.descriptionMax)]}
        >
          <Input.TextArea count={lengthCount(PROJECT_LIMITS.descriptionMax)} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
