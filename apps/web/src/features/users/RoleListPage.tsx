import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Space, Table, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChangeRole, USER_ADMIN, type AuthCode, type RoleRow } from '@lf/protocol';
import { toast } from '../../app/toast';
import { currentLocale } from '../../i18n/i18n';
import { useSession } from '../../state/session';
import { addRole, deleteRole, editRole, listRoles, usersKeys } from './api';
import { PermissionChecks } from './PermissionChecks';
import { roleText } from './roleText';
import { lengthCount, tooLongRule } from '../common/lengthLimit';
import { DeleteLink } from '../common/DeleteLink';

interface RoleValues {
  name: string;
  auths: AuthCode[];
}

/** /manage/system/role: the built-in roles (read-only) and the organisation's own roles. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<RoleValues>();
  const [open, setOpen] = useState<RoleRow | 'new' | undefined>();
  const roles = useQuery({ queryKey: usersKeys.roles, queryFn: listRoles });
  const refresh = () => client.invalidateQueries({ queryKey: usersKeys.all });
  const save = useMutation({
    mutationFn: (values: RoleValues) =>
      open && open !== 'new' ? editRole({ ...values, id: open.id }) : addRole(values),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setOpen(undefined);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      void refresh();
    },
  });
  const locale = currentLocale();
  const caller = useSession((state) => state.user);
  const auths = caller?.auths ?? [];
  // The server's rule: nobody changes the role they hold, nor one holding codes they lack.
  const changeable = (row: RoleRow) =>
    !row.builtIn && caller !== null && mayChangeRole({ roleId: caller.roleId, auths }, row);
  const readOnly = open !== undefined && open !== 'new' && !changeable(open);
  const title =
    open === 'new'
      ? t('users.roles.addRole')
      : readOnly
        ? `${t('users.roles.viewRole')} · ${roleText(open, locale)}`
        : t('users.roles.editRole');

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
          {t('users.roles.addRole')}
        </Button>
      </Flex>
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        loading={roles.isPending}
        dataSource={roles.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        columns={[
          {
            title: t('users.roles.name'),
            key: 'name',
            render: (_: unknown, row) => roleText(row, locale),
          },
          {
            title: t('users.roles.kind'),
            key: 'kind',
            render: (_: unknown, row) =>
              row.builtIn ? (
                <Tag color="blue">{t('users.roles.builtIn')}</Tag>
              ) : (
                <Tag>{t('users.roles.custom')}</Tag>
              ),
          },
          {
            title: t('users.roles.auths'),
            key: 'auths',
            render: (_: unknown, row) => t('users.roles.authCount', { count: row.auths.length }),
          },
          { title: t('users.roles.users'), dataIndex: 'userCount' },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) =>
              !changeable(row) ? (
                <Tooltip title={t(row.builtIn ? 'users.roles.readOnly' : 'users.roles.notYours')}>
                  <Button type="link" size="small" onClick={() => setOpen(row)}>
                    {t('users.roles.view')}
                  </Button>
                </Tooltip>
              ) : (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setOpen(row)}>
                    {t('admin.edit')}
                  </Button>
                  <DeleteLink
                    name={row.name}
                    confirmDisabled={row.userCount > 0}
                    description={row.userCount > 0 ? t('users.roles.inUse') : undefined}
                    onConfirm={() => remove.mutateAsync(row.id)}
                  />
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={open !== undefined}
        destroyOnHidden
        title={title}
        okText={t('admin.save')}
        cancelText={readOnly ? t('common.close') : t('admin.cancel')}
        okButtonProps={{ style: readOnly ? { display: 'none' } : undefined }}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(undefined)}
        width={640}
      >
        <Form<RoleValues>
          form={form}
          layout="vertical"
          preserve={false}
          disabled={readOnly}
          initialValues={
            open && open !== 'new'
              ? { name: roleText(open, locale), auths: open.auths }
              : { name: '', auths: [] }
          }
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item
            name="name"
            label={t('users.roles.name')}
            rules={[{ required: true, whitespace: true }, tooLongRule(t, USER_ADMIN.roleNameMax)]}
          >
            <Input count={lengthCount(USER_ADMIN.roleNameMax)} />
          </Form.Item>
          <Form.Item
            name="auths"
            label={t('users.roles.auths')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('users.roles.authsRequired') },
            ]}
          >
            <PermissionChecks disabled={readOnly} grantable={auths} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
