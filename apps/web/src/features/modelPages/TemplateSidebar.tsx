import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ModelPageInfo } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { modelPageKeys, templateCoverage } from './api';

/**
 * Beside the palette of the template designer: the model's template pages (the first is each
 * equipment's default page) and, for the open page, which equipment of the model lack which
 * of its signal names.
 */
export function TemplateSidebar({
  pages,
  currentId,
  onOpen,
  onAdd,
  onDelete,
}: {
  pages: readonly ModelPageInfo[];
  currentId: string;
  onOpen: (id: string) => void;
  onAdd: () => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('modelPages.pages')} style={{ padding: 8 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }}>
        <strong>{t('modelPages.pages')}</strong>
        <Tooltip title={t('modelPages.add')}>
          <Button
            size="small"
            type="text"
            aria-label={t('modelPages.add')}
            icon={<PlusOutlined />}
            onClick={onAdd}
          />
        </Tooltip>
      </Space>
      {pages.map((page, index) => (
        <div
          key={page.id}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            padding: '2px 4px',
            borderRadius: 4,
            background: page.id === currentId ? '#e6f4ff' : undefined,
          }}
        >
          <Typography.Link
            ellipsis
            style={{ flex: 1, color: 'inherit' }}
            onClick={() => onOpen(page.id)}
          >
            {page.title}
          </Typography.Link>
          {index === 0 ? <Tag color="blue">{t('modelPages.default')}</Tag> : null}
          <Popconfirm title={t('modelPages.deleteConfirm')} onConfirm={() => onDelete(page.id)}>
            <Button
              size="small"
              type="text"
              danger
              aria-label={t('modelPages.delete')}
              icon={<DeleteOutlined />}
            />
          </Popconfirm>
        </div>
      ))}
      <Coverage pageId={currentId} />
    </section>
  );
}

/** Equipment of the model and the names of the open page each one lacks. */
function Coverage({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const coverage = useQuery({
    queryKey: modelPageKeys.coverage(pageId),
    queryFn: () => templateCoverage(pageId),
  });
  if (!coverage.data) return null;
  const rows = coverage.data.equipment;
  return (
    <div data-testid="template-coverage" style={{ marginTop: 12, fontSize: 12 }}>
      <strong>{t('modelPages.equipmentOfModel', { count: rows.length })}</strong>
      {rows.map((row) => (
        <div key={row.id} style={{ marginTop: 4 }}>
          <span>{row.name}</span>{' '}
          {row.missing.length === 0 ? (
            <Tag color="green">{t('modelPages.allFound')}</Tag>
          ) : (
            <Tag color="red">{t('modelPages.missing', { names: row.missing.join(', ') })}</Tag>
          )}
        </div>
      ))}
    </div>
  );
}
