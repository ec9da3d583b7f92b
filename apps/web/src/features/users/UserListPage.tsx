import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, mayGrantRole, type UserRow, type UserState } from '@lf/protocol';
import { toast } from '../../app/toast';
import { useSession } from '../../state/session';
import { ListToolbar, PagedTable, type ListFilter } from '../common/pagedList';
import { currentLocale } from '../../i18n/i18n';
import {
  addUser,
  deleteUser,
  disableUser,
  editUser,
  listRoles,
  listUsers,
  resetUserPassword,
  usersKeys,
} from './api';
import { ResetPasswordResult } from './ResetPasswordResult';
import { roleText } from './roleText';
import { UserDialog, type UserValues } from './UserDialog';
import { addInputOf, editInputOf } from './userInput';
import { DeleteLink } from '../common/DeleteLink';

const ANY = '';

/** /manage/system/user: the organisation's users, searched and filtered, 10 to a page. */
export default function UserListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [roleId, setRoleId] = useState(ANY);
  const [state, setState] = useState<UserState | typeof ANY>(ANY);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserRow | 'new' | undefined>();
  const [reset, setReset] = useState<{ name: string; password: string } | undefined>();
  const filter = {
    keyword: keyword || undefined,
    roleId: roleId || undefined,
    state: state || undefined,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: usersKeys.list(filter),
    queryFn: () => listUsers(filter),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ queryKey: usersKeys.roles, queryFn: listRoles });
  const refresh = () => client.invalidateQueries({ queryKey: usersKeys.all });
  const done = (text: string) => () => {
    toast.success(text);
    void refresh();
  };
  const save = useMutation({
    mutationFn: (values: UserValues) =>
      editing && editing !== 'new'
        ? editUser(editInputOf(editing, values))
        : addUser(addInputOf(values)),
    onSuccess: () => {
      setEditing(undefined);
      done(t('admin.saved'))();
    },
  });
  const disable = useMutation({
    mutationFn: (v: { id: string; disabled: boolean }) => disableUser(v.id, v.disabled),
    onSuccess: (_, v) => done(v.disabled ? t('users.disabledDone') : t('users.enabledDone'))(),
  });
  const resetPassword = useMutation({
    mutationFn: (row: UserRow) => resetUserPassword(row.id),
    onSuccess: (answer, row) => {
      setReset({ name: row.displayName, password: answer.password });
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteUser, onSuccess: done(t('admin.deleted')) });
  const locale = currentLocale();
  const caller = useSession((state) => state.user);
  // The server's rules, so the screen offers only what it accepts: roles within the caller's
  // codes (administrators by administrators), the whole range to holders of it.
  const grantable = (roles.data ?? []).filter(
    (role) => caller !== null && mayGrantRole(caller, role),
  );
  const rangeAllAllowed = caller?.dataRange === 'all';
  const mayActOn = (row: UserRow) =>
    grantable.some((role) => role.id === row.roleId) &&
    (rangeAllAllowed || row.dataRange !== 'all');

  const columns = [
    { title: t('users.loginname'), dataIndex: 'loginname' },
    { title: t('users.displayName'), dataIndex: 'displayName' },
    {
      title: t('users.role'),
      key: 'role',
      render: (_: unknown, row: UserRow) =>
        roleText({ id: row.roleId, name: row.roleName }, locale),
    },
    {
      title: t('users.dataRange'),
      key: 'range',
      render: (_: unknown, row: UserRow) =>
        row.dataRange === 'all'
          ? t('users.rangeAll')
          : t('users.rangeSummary', {
              equipment: row.equipmentIds.length,
              projects: row.projectIds.length,
            }),
    },
    {
      title: t('users.state'),
      key: 'state',
      render: (_: unknown, row: UserRow) => (
        <Space size={4} wrap>
          <Tag color={row.state === 'active' ? 'green' : 'default'}>
            {row.state === 'active' ? t('users.active') : t('users.disabled')}
          </Tag>
          {row.mustChangePassword && <Tag color="orange">{t('users.mustChange')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('users.lastLogin'),
      dataIndex: 'lastLoginAt',
      render: (at: string | null) =>
        at ? (
          dayjs(at).format('YYYY-MM-DD HH:mm')
        ) : (
          <Typography.Text type="secondary">{t('users.never')}</Typography.Text>
        ),
    },
    {
      title: t('admin.actions'),
      key: 'actions',
      render: (_: unknown, row: UserRow) => {
        const name = row.displayName;
        const disabling = row.state === 'active';
        if (!roles.data) return null;
        if (!mayActOn(row)) {
          return (
            <Tooltip title={t('users.beyondYouHint')}>
              <Typography.Text type="secondary">{t('users.beyondYou')}</Typography.Text>
            </Tooltip>
          );
        }
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('admin.edit')}
            </Button>
            <Popconfirm
              title={t(disabling ? 'users.confirmDisable' : 'users.confirmEnable', { name })}
              description={
                disabling ? (
                  <div style={{ maxWidth: 280 }}>{t('users.confirmDisableHint')}</div>
                ) : undefined
              }
              okText={disabling ? t('users.disable') : t('users.enable')}
              cancelText={t('admin.cancel')}
              onConfirm={() => disable.mutateAsync({ id: row.id, disabled: disabling })}
            >
              <Button type="link" size="small" danger={disabling}>
                {disabling ? t('users.disable') : t('users.enable')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('users.confirmReset', { name })}
              description={<div style={{ maxWidth: 280 }}>{t('users.confirmResetHint')}</div>}
              okText={t('users.resetPassword')}
              cancelText={t('admin.cancel')}
              onConfirm={() => resetPassword.mutateAsync(row)}
            >
              <Button type="link" size="small">
                {t('users.resetPassword')}
              </Button>
            </Popconfirm>
            <DeleteLink
              name={name}
              description={<div style={{ maxWidth: 280 }}>{t('users.deleteHint')}</div>}
              onConfirm={() => remove.mutateAsync(row.id)}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ListToolbar
        search={{ placeholder: t('users.searchPlaceholder'), width: 240, onSearch: setKeyword }}
        filters={[
          {
            label: t('users.role'),
            value: roleId,
            width: 140,
            onChange: setRoleId,
            options: [
              { value: ANY, label: t('users.allRoles') },
              ...(roles.data ?? []).map((role) => ({
                value: role.id,
                label: roleText(role, locale),
              })),
            ],
          },
          {
            label: t('users.state'),
            value: state,
            width: 120,
            onChange: (next) => setState(next),
            options: [
              { value: ANY, label: t('users.allStates') },
              { value: 'active', label: t('users.active') },
              { value: 'disabled', label: t('users.disabled') },
            ],
          } satisfies ListFilter<UserState | typeof ANY>,
        ]}
        onFiltered={() => setPage(1)}
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('users.addUser')}
        </Button>
      </ListToolbar>
      <PagedTable list={list} page={page} onPage={setPage} columns={columns} minWidth={960} />
      <UserDialog
        editing={editing}
        roles={grantable}
        rangeAllAllowed={rangeAllAllowed}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(undefined)}
      />
      <ResetPasswordResult result={reset} onClose={() => setReset(undefined)} />
    </Flex>
  );
}
