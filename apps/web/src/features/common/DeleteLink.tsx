import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A row's delete link: it asks "delete {name}?" first, and its OK button spins while the
 * deletion runs.
 */
export function DeleteLink({
  name,
  onConfirm,
  description,
  confirmDisabled,
}: {
  name: string;
  onConfirm: () => Promise<unknown>;
  /** More to say under the question, such as what else goes with the row. */
  description?: ReactNode;
  /** Where the row may not be deleted now: OK is off (the description says why). */
  confirmDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('admin.confirmDelete', { name })}
      description={description}
      okText={t('admin.delete')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ disabled: confirmDisabled }}
      onConfirm={onConfirm}
    >
      <Button type="link" danger size="small">
        {t('admin.delete')}
      </Button>
    </Popconfirm>
  );
}
