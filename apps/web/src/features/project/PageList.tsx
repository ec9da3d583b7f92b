import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  HomeOutlined,
  LockOutlined,
  PictureOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { ProjectPageSummary } from '@lf/protocol';
import { useTranslation } from 'react-i18next';

export interface PageListProps {
  readonly pages: readonly ProjectPageSummary[];
  readonly currentId: string;
  readonly onOpen: (id: string) => void;
  readonly onAdd: () => void;
  readonly onCopy: (id: string) => void;
  readonly onDelete: (id: string) => void;
  readonly onSetHome: (id: string) => void;
  readonly onThumbnail?: () => void;
}

/** The project's pages beside the palette: open, add, copy, delete, set home, thumbnail. */
export function PageList({
  pages,
  currentId,
  onOpen,
  onAdd,
  onCopy,
  onDelete,
  onSetHome,
  onThumbnail,
}: PageListProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('project.pages.title')}
      style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }}>
        <strong>{t('project.pages.title')}</strong>
        <Space size={2}>
          {onThumbnail ? (
            <Tooltip title={t('project.pages.thumbnail')}>
              <Button
                size="small"
                type="text"
                aria-label={t('project.pages.thumbnail')}
                icon={<PictureOutlined />}
                onClick={onThumbnail}
              />
            </Tooltip>
          ) : null}
          <Tooltip title={t('project.pages.add')}>
            <Button
              size="small"
              type="text"
              aria-label={t('project.pages.add')}
              icon={<PlusOutlined />}
              onClick={onAdd}
            />
          </Tooltip>
        </Space>
      </Space>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {pages.map((page) => (
          <li
            key={page.id}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              padding: '2px 4px',
              borderRadius: 4,
              background: page.id === currentId ? '#e6f4ff' : undefined,
            }}
          >
            <button
              type="button"
              onClick={() => page.id !== currentId && onOpen(page.id)}
              aria-current={page.id === currentId ? 'page' : undefined}
              style={{
                flex: 1,
                minWidth: 0,
                textAlign: 'left',
                border: 0,
                background: 'transparent',
                cursor: 'pointer',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontSize: 12,
                padding: 0,
              }}
            >
              {page.title}
            </button>
            {page.home ? (
              <Tag color="blue" style={{ margin: 0 }}>
                {t('project.pages.home')}
              </Tag>
            ) : null}
            {page.checkpwd ? <LockOutlined aria-label={t('project.pages.locked')} /> : null}
            <Tooltip title={t('project.pages.setHome')}>
              <Button
                size="small"
                type="text"
                aria-label={`${t('project.pages.setHome')} ${page.title}`}
                icon={<HomeOutlined />}
                disabled={page.home}
                onClick={() => onSetHome(page.id)}
              />
            </Tooltip>
            <Tooltip title={t('project.pages.copy')}>
              <Button
                size="small"
                type="text"
                aria-label={`${t('project.pages.copy')} ${page.title}`}
                icon={<CopyOutlined />}
                onClick={() => onCopy(page.id)}
              />
            </Tooltip>
            <Popconfirm
              title={t('project.pages.deleteConfirm', { title: page.title })}
              onConfirm={() => onDelete(page.id)}
            >
              <Button
                size="small"
                type="text"
                danger
                aria-label={`${t('project.remove')} ${page.title}`}
                icon={<DeleteOutlined />}
              />
            </Popconfirm>
          </li>
        ))}
      </ul>
    </section>
  );
}
