import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, Flex, Space, type SpaceProps, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast';
import type { RequestBody } from '../../api/client';
import { adminCall } from './api';
import { DeleteLink } from '../common/DeleteLink';

/** What a screen passes on to its CrudDialog: all but the initial values and the fields. */
interface CrudDialogState<Values> {
  open: boolean;
  editing: boolean;
  saving: boolean;
  onSave: (values: Values) => void;
  onClose: () => void;
}

interface CrudList<Row, Values> {
  /** The row in the dialog, `'new'` while adding, undefined while the dialog is closed. */
  editing: Row | 'new' | undefined;
  setEditing: (next: Row | 'new' | undefined) => void;
  /** The list's props for an antd Table of these rows. */
  table: Pick<TableProps<Row>, 'rowKey' | 'loading' | 'dataSource' | 'pagination'>;
  dialog: CrudDialogState<Values>;
  /** Deletes a row; the promise lets a Popconfirm show its OK button busy until done. */
  remove: (id: string) => Promise<unknown>;
  /** Asks the list again, for a screen's own actions that change rows. */
  refresh: () => Promise<void>;
}

/**
 * The rows of a system-settings list under `base` (`${base}/query`, `/add`, `/edit`, `/delete`)
 * and the state of its add/edit dialog. `toInput` turns the form's values into the request; an
 * Error it throws is shown as a toast. Server refusals are not toasted again: the API client
 * has shown them already (they are the errors with a `kind`).
 */
export function useCrudList<Row extends { id: string }, Values extends RequestBody>({
  base,
  queryKey,
  toInput = (values) => ({ ...values }),
}: {
  base: string;
  queryKey: QueryKey;
  toInput?: (values: Values) => RequestBody;
}): CrudList<Row, Values> {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Row | 'new' | undefined>();
  const list = useQuery({ queryKey, queryFn: () => adminCall<Row[]>(`${base}/query`) });
  const refresh = () => client.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const input = toInput(values);
      return editing && editing !== 'new'
        ? adminCall(`${base}/edit`, { ...input, id: editing.id })
        : adminCall(`${base}/add`, input);
    },
    onSuccess: () => {
      toast.success(t('admin.saved'));
      setEditing(undefined);
      void refresh();
    },
    onError: (error) => {
      if (!('kind' in error)) toast.error(error.message);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminCall(`${base}/delete`, { id }),
    onSuccess: () => {
      toast.success(t('admin.deleted'));
      void refresh();
    },
  });
  return {
    editing,
    setEditing,
    table: {
      rowKey: 'id',
      loading: list.isPending,
      dataSource: list.data ?? [],
      pagination: { pageSize: 10, hideOnSinglePage: true },
    },
    dialog: {
      open: editing !== undefined,
      editing: editing !== 'new',
      saving: save.isPending,
      onSave: (values) => save.mutate(values),
      onClose: () => setEditing(undefined),
    },
    remove: remove.mutateAsync,
    refresh,
  };
}

/** The bar above a list with its add button, which opens the list's dialog empty. */
export function AddBar({ list }: { list: { setEditing: (next: 'new') => void } }) {
  const { t } = useTranslation();
  return (
    <Flex justify="flex-end">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => list.setEditing('new')}>
        {t('admin.add')}
      </Button>
    </Flex>
  );
}

/**
 * A row's edit and delete buttons: edit opens the list's dialog on the row, delete asks first,
 * naming the row. `children` are the screen's own actions, placed before edit.
 */
export function EditDeleteActions<Row extends { id: string }>({
  list,
  row,
  name,
  size,
  children,
}: {
  list: Pick<CrudList<Row, never>, 'setEditing' | 'remove'>;
  row: Row;
  name: string;
  size?: SpaceProps['size'];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space size={size}>
      {children}
      <Button type="link" size="small" onClick={() => list.setEditing(row)}>
        {t('admin.edit')}
      </Button>
      <DeleteLink name={name} onConfirm={() => list.remove(row.id)} />
    </Space>
  );
}
