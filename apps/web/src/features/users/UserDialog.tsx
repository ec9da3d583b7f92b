import { Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, USER_ADMIN, type DataRangeKind, type RoleRow, type UserRow } from '@lf/protocol';
import { currentLocale } from '../../i18n/i18n';
import { CrudDialog } from '../admin/CrudDialog';
import { ProjectReachNote } from './ProjectReachNote';
import { RangePicker } from './RangePicker';
import { roleText } from './roleText';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

export interface UserValues {
  loginname: string;
  displayName: string;
  tel?: string;
  email?: string;
  roleId: string;
  dataRange: DataRangeKind;
  equipmentIds?: string[];
  projectIds?: string[];
  start?: 'password' | 'invite';
  password?: string;
}

const LOGINNAME = /^[A-Za-z0-9_.-]+$/;

/**
 * The add and edit dialog of a user: who, which role, what data, and how the user starts. It
 * offers only what the caller may grant: `roles` are those within the caller's own codes, and
 * the whole data range only to a caller who holds it.
 */
export function UserDialog({
  editing,
  roles,
  rangeAllAllowed,
  saving,
  onSave,
  onClose,
}: {
  /** The user being edited, `'new'` while adding, undefined while closed. */
  editing: UserRow | 'new' | undefined;
  roles: RoleRow[];
  rangeAllAllowed: boolean;
  saving: boolean;
  onSave: (values: UserValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserValues>();
  const adding = editing === 'new';
  const range = Form.useWatch('dataRange', form);
  const start = Form.useWatch('start', form);
  const projectIds = Form.useWatch('projectIds', form) ?? [];
  const initial: Partial<UserValues> =
    editing && editing !== 'new'
      ? { ...editing }
      : {
          dataRange: rangeAllAllowed ? 'all' : 'listed',
          start: 'password',
          equipmentIds: [],
          projectIds: [],
        };

  return (
    <CrudDialog<UserValues>
      open={editing !== undefined}
      editing={!adding}
      title={adding ? t('users.addUser') : t('users.editUser')}
      form={form}
      initialValues={initial}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="loginname"
        label={t('users.loginname')}
        extra={adding ? t('users.loginnameRule') : undefined}
        rules={[
          { required: true, message: t('users.loginnameRequired') },
          tooLongRule(t, USER_ADMIN.loginnameMax),
          { pattern: LOGINNAME, message: t('users.loginnameCharacters') },
        ]}
      >
        <Input
          disabled={!adding}
          count={adding ? lengthCount(USER_ADMIN.loginnameMax) : undefined}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={t('users.displayName')}
        rules={[{ required: true }, tooLongRule(t, USER_ADMIN.displayNameMax)]}
      >
        <Input count={lengthCount(USER_ADMIN.displayNameMax)} />
      </Form.Item>
      <Form.Item name="tel" label={t('users.tel')} rules={[{ max: 32 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('users.email')}
        rules={[
          { type: 'email', max: 128 },
          { required: start === 'invite', message: t('users.inviteNeedsEmail') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="roleId" label={t('users.role')} rules={[{ required: true }]}>
        <Select
          options={roles.map((role) => ({
            value: role.id,
            label: roleText(role, currentLocale()),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="dataRange"
        label={t('users.dataRange')}
        extra={rangeAllAllowed ? undefined : t('users.rangeAllNotYours')}
      >
        <Radio.Group
          options={[
            { value: 'all', label: t('users.rangeAll'), disabled: !rangeAllAllowed },
            { value: 'listed', label: t('users.rangeListed') },
          ]}
        />
      </Form.Item>
      {range === 'listed' && (
        <>
          <Form.Item name="equipmentIds" label={t('users.equipment')}>
            <RangePicker kind="equipment" />
          </Form.Item>
          <Form.Item
            name="projectIds"
            label={t('users.projects')}
            dependencies={['equipmentIds']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: string[] | undefined) =>
                  (value?.length ?? 0) + (getFieldValue('equipmentIds')?.length ?? 0) > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('users.rangeEmpty'))),
              }),
            ]}
          >
            <RangePicker kind="projects" />
          </Form.Item>
          <ProjectReachNote projectIds={projectIds} />
        </>
      )}
      {adding && (
        <>
          <Form.Item name="start" label={t('users.start')}>
            <Radio.Group
              options={[
                { value: 'password', label: t('users.startPassword') },
                { value: 'invite', label: t('users.startInvite') },
              ]}
            />
          </Form.Item>
          {start === 'invite' ? (
            <Typography.Paragraph type="secondary">
              {t('users.startInviteHint')}
            </Typography.Paragraph>
          ) : (
            <Form.Item
              name="password"
              label={t('users.password')}
              extra={t('users.startPasswordHint')}
              rules={[
                { required: true, message: t('security.newPasswordRule') },
                {
                  min: LIMITS.newPasswordMin,
                  max: LIMITS.newPasswordMax,
                  message: t('security.newPasswordRule'),
                },
              ]}
            >
              <Input.Password
                autoComplete="new-password"
                count={lengthCount(LIMITS.newPasswordMax)}
              />
            </Form.Item>
          )}
        </>
      )}
    </CrudDialog>
  );
}
