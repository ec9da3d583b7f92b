import { Button, Empty, Input, Modal, Spin, Tag, Tooltip, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rankEntries, type SearchKind } from './search/searchRanking';
import { useSearchEntries } from './search/useSearchEntries';

const KIND_COLOUR: Record<SearchKind, string> = {
  menu: 'blue',
  equipment: 'green',
  page: 'purple',
  signal: 'gold',
};

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The search over the whole console (Ctrl+K, ⌘K on a Mac): screens, equipment, monitoring
 * pages and signals; arrows move, Enter opens, Escape closes.
 */
export function GlobalSearch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const { entries, loading } = useSearchEntries(open);
  const results = useMemo(() => rankEntries(query, entries), [query, entries]);
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };
  const go = (index: number) => {
    const target = results[index];
    if (!target) return;
    close();
    void navigate(target.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(active);
    }
  };

  return (
    <>
      <Tooltip title={`${t('search.open')} (${shortcut})`}>
        <Button
          type="text"
          className="lf-shell__search"
          icon={<SearchOutlined />}
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
        >
          {compact ? null : (
            <span className="lf-shell__search-hint">
              {t('search.open')} <kbd>{shortcut}</kbd>
            </span>
          )}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        closable={false}
        destroyOnHidden
        title={t('search.title')}
        width={560}
      >
        <Input
          autoFocus
          size="large"
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          prefix={<SearchOutlined />}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('search.results')} className="lf-search__list">
          {results.map((entry, index) => (
            <li
              key={entry.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="lf-search__item"
              onMouseEnter={() => setActive(index)}
              onClick={() => go(index)}
            >
              <Tag color={KIND_COLOUR[entry.kind]}>{t(`search.kind.${entry.kind}`)}</Tag>
              <Typography.Text ellipsis className="lf-search__label">
                {entry.label}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis className="lf-search__context">
                {entry.context}
              </Typography.Text>
            </li>
          ))}
        </ul>
        {results.length === 0 ? (
          loading ? (
            <Spin style={{ display: 'block', margin: 16 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.none')} />
          )
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('search.keys')}
        </Typography.Text>
      </Modal>
    </>
  );
}
