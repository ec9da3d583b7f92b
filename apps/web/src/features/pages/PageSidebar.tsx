import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  HomeOutlined,
  LockOutlined,
  PictureOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PageOwner } from './pageApi';

export interface SidebarPage {
  readonly id: string;
  readonly title: string;
  /** Tagged as the owner's home (a model's: its default template, the first). */
  readonly home: boolean;
  /** The page asks for a password before it shows (project pages). */
  readonly checkpwd?: boolean;
}

/** A model's pages are templates, its home the default template; the other owners share words. */
const OWNER_TEXT = {
  project: {
    title: 'project.pages.title',
    add: 'project.pages.add',
    home: 'project.pages.home',
    remove: 'project.remove',
    deleteConfirm: 'project.pages.deleteConfirm',
  },
  equipment: {
    title: 'project.pages.title',
    add: 'project.pages.add',
    home: 'project.pages.home',
    remove: 'project.remove',
    deleteConfirm: 'project.pages.deleteConfirm',
  },
  model: {
    title: 'modelPages.pages',
    add: 'modelPages.add',
    home: 'modelPages.default',
    remove: 'modelPages.delete',
    deleteConfirm: 'modelPages.deleteConfirm',
  },
} as const satisfies Record<PageOwner, Record<string, string>>;

export interface PageSidebarProps {
  readonly owner: PageOwner;
  readonly pages: readonly SidebarPage[];
  readonly currentId: string;
  readonly onOpen: (id: string) => void;
  readonly onAdd: () => void;
  readonly onDelete: (id: string) => void;
  /** Owners whose home is chosen (not a model: its first template is the default). */
  readonly onSetHome?: (id: string) => void;
  readonly onCopy?: (id: string) => void;
  readonly onThumbnail?: () => void;
  /** What the owner shows under its pages (a model: which equipment lack which names). */
  readonly children?: ReactNode;
}

/** The owner's pages beside the designer's palette: open, add, copy, delete, set home. */
export function PageSidebar({
  owner,
  pages,
  currentId,
  onOpen,
  onAdd,
  onDelete,
  onSetHome,
  onCopy,
  onThumbnail,
  children,
}: PageSidebarProps) {
  const { t } = useTranslation();
  const text = OWNER_TEXT[owner];
  return (
    <section aria-label={t(text.title)} style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }}>
        <strong>{t(text.title)}</strong>
        <Space size={2}>
          {onThumbnail ? (
            <ToolButton
              label={t('project.pages.thumbnail')}
              icon={<PictureOutlined />}
              onClick={onThumbnail}
            />
          ) : null}
          <ToolButton label={t(text.add)} icon={<PlusOutlined />} onClick={onAdd} />
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
                {t(text.home)}
              </Tag>
            ) : null}
            {page.checkpwd ? <LockOutlined aria-label={t('project.pages.locked')} /> : null}
            {onSetHome ? (
              <ToolButton
                label={t('project.pages.setHome')}
                target={page.title}
                icon={<HomeOutlined />}
                disabled={page.home}
                onClick={() => onSetHome(page.id)}
              />
            ) : null}
            {onCopy ? (
              <ToolButton
                label={t('project.pages.copy')}
                target={page.title}
                icon={<CopyOutlined />}
                onClick={() => onCopy(page.id)}
              />
            ) : null}
            <Popconfirm
              title={t(text.deleteConfirm, { title: page.title })}
              onConfirm={() => onDelete(page.id)}
            >
              <Button
                size="small"
                type="text"
                danger
                aria-label={`${t(text.remove)} ${page.title}`}
                icon={<DeleteOutlined />}
              />
            </Popconfirm>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** A small icon button named by its tooltip (and, on a page's row, by the page's title). */
function ToolButton({
  label,
  target,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  target?: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        aria-label={target ? `${label} ${target}` : label}
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}
