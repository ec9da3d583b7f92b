import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Col,
  Collapse,
  Empty,
  Flex,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
} from 'antd';
import { AppstoreOutlined, FolderOutlined, SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EquipmentSummary, EquipmentType } from '@lf/protocol';
import { monitorKeys, queryEquipment, setStar, setTop, type EquipmentFilter } from '../api';
import { mergePages, nextPage, type EquipmentSort } from '../logic/equipmentList';
import { CountsBar } from './CountsBar';
import { EquipmentCard, equipmentPath } from './EquipmentCard';
import { CardLiveProvider } from './cardLive';
import { GroupManagerDialog, MoveToGroupDialog, useGroups } from './GroupDialogs';
import { EquipmentSearch } from './EquipmentSearch';

type Mode = 'list' | 'group';

function EquipmentPages({
  filter,
  onMove,
  emptyText,
}: {
  filter: EquipmentFilter;
  onMove: (e: EquipmentSummary) => void;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const pages = useInfiniteQuery({
    queryKey: monitorKeys.equipment(filter),
    queryFn: ({ pageParam }) => queryEquipment(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const mark = useMutation({
    mutationFn: ({ e, kind }: { e: EquipmentSummary; kind: 'star' | 'top' }) =>
      kind === 'star' ? setStar(e.id, !e.starred) : setTop(e.id, !e.top),
    onSuccess: () => client.invalidateQueries({ queryKey: ['monitor', 'equipment'] }),
  });

  if (pages.isPending) return <Skeleton active />;
  if (pages.isError) {
    return (
      <Result
        status="warning"
        title={t('monitor.loadFailed')}
        extra={<Button onClick={() => void pages.refetch()}>{t('monitor.retry')}</Button>}
      />
    );
  }
  const list = mergePages(pages.data.pages.map((p) => p.list));
  if (list.length === 0) return <Empty description={emptyText} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        {list.map((e) => (
          <Col key={e.id} xs={24} sm={12} lg={8} xl={6}>
            <EquipmentCard
              equipment={e}
              onOpen={() => void navigate(equipmentPath(e))}
              onStar={() => mark.mutate({ e, kind: 'star' })}
              onTop={() => mark.mutate({ e, kind: 'top' })}
              onMove={() => onMove(e)}
            />
          </Col>
        ))}
      </Row>
      <Flex justify="center">
        {pages.hasNextPage ? (
          <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t('monitor.list.loadMore')}
          </Button>
        ) : (
          <span style={{ color: 'var(--ant-color-text-tertiary, #999)' }}>
            {t('monitor.list.noMore')}
          </span>
        )}
      </Flex>
    </Space>
  );
}

/**
 * The equipment list of one type, as a list or by group: search, sort by time or name, star,
 * stick to top, move to a group, load more by 10, and the counts on top. Its cards' live values
 * come over one socket (`CardLiveProvider`).
 */
export function EquipmentBrowser({
  type,
  defaultMode,
}: {
  type: EquipmentType;
  defaultMode: Mode;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(defaultMode);
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<EquipmentSort>('time');
  const [moving, setMoving] = useState<EquipmentSummary | null>(null);
  const [managing, setManaging] = useState(false);
  const groups = useGroups();
  const filter: EquipmentFilter = { type, keyword, sort };

  return (
    <CardLiveProvider>
      <CountsBar type={type} />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'list', label: t('monitor.list.listView'), icon: <AppstoreOutlined /> },
            { value: 'group', label: t('monitor.list.groupView'), icon: <FolderOutlined /> },
          ]}
        />
        <EquipmentSearch onSearch={setKeyword} />
        <Select<EquipmentSort>
          value={sort}
          onChange={setSort}
          style={{ width: 120 }}
          aria-label={t('monitor.list.sortTime')}
          options={[
            { value: 'time', label: t('monitor.list.sortTime') },
            { value: 'name', label: t('monitor.list.sortName') },
          ]}
        />
        <Button icon={<SettingOutlined />} onClick={() => setManaging(true)}>
          {t('monitor.list.manageGroups')}
        </Button>
      </Flex>
      {mode === 'list' ? (
        <EquipmentPages
          filter={filter}
          onMove={setMoving}
          emptyText={t('monitor.list.noEquipment')}
        />
      ) : groups.isPending ? (
        <Skeleton active />
      ) : (groups.data ?? []).length === 0 ? (
        <Empty description={t('monitor.list.noGroups')}>
          <Button type="primary" onClick={() => setManaging(true)}>
            {t('monitor.groups.add')}
          </Button>
        </Empty>
      ) : (
        <Collapse
          defaultActiveKey={(groups.data ?? []).map((g) => g.id)}
          items={(groups.data ?? []).map((g) => ({
            key: g.id,
            label: `${g.name} (${g.equipmentCount})`,
            children: (
              <EquipmentPages
                filter={{ ...filter, groupId: g.id }}
                onMove={setMoving}
                emptyText={t('monitor.list.groupEmpty')}
              />
            ),
          }))}
        />
      )}
      {moving ? <MoveToGroupDialog equipment={moving} onClose={() => setMoving(null)} /> : null}
      {managing ? <GroupManagerDialog onClose={() => setManaging(false)} /> : null}
    </CardLiveProvider>
  );
}
