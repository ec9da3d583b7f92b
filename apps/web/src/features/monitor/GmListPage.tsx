import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, List, Result, Segmented, Skeleton, Tag } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EquipmentSummary } from '@lf/protocol';
import { toast } from '../../app/toast';
import { monitorKeys, queryFollow, queryFollowed, setFollow } from './api';
import { equipmentState, mergePages, nextPage } from './logic/equipmentList';
import { CountsBar } from './list/CountsBar';
import { equipmentPath } from './list/EquipmentCard';
import { EquipmentSearch } from './list/EquipmentSearch';

type Scope = 'all' | 'followed';

function FollowRow({
  e,
  onToggle,
  busy,
}: {
  e: EquipmentSummary;
  onToggle: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = equipmentState(e);
  return (
    <List.Item
      data-testid="follow-row"
      actions={[
        <Button
          key="follow"
          size="small"
          loading={busy}
          icon={e.followed ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
          onClick={onToggle}
        >
          {e.followed ? t('monitor.follow.unfollow') : t('monitor.follow.follow')}
        </Button>,
      ]}
    >
      <List.Item.Meta
        title={<a onClick={() => void navigate(equipmentPath(e))}>{e.name}</a>}
        description={
          <Flex gap={4} wrap>
            <Tag color={state === 'alarm' ? 'red' : state === 'online' ? 'green' : 'default'}>
              {t(`monitor.${state}`)}
            </Tag>
            <Tag>{e.type.toUpperCase()}</Tag>
            {e.model ? <Tag>{e.model}</Tag> : null}
          </Flex>
        }
      />
    </List.Item>
  );
}

/** /monitor/gm/list: equipment with follow and unfollow, all or only the followed. */
export default function GmListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [scope, setScope] = useState<Scope>('all');
  const [keyword, setKeyword] = useState('');
  const all = useInfiniteQuery({
    queryKey: monitorKeys.follow({ keyword }),
    queryFn: ({ pageParam }) => queryFollow(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: scope === 'all',
  });
  const followed = useQuery({
    queryKey: monitorKeys.follow({ scope: 'followed' }),
    queryFn: queryFollowed,
    enabled: scope === 'followed',
  });
  const toggle = useMutation({
    mutationFn: (e: EquipmentSummary) => setFollow(e.id, !e.followed),
    onSuccess: (_, e) => {
      toast.success(
        e.followed ? t('monitor.follow.unfollowedDone') : t('monitor.follow.followedDone'),
      );
      return client.invalidateQueries({ queryKey: ['monitor', 'follow'] });
    },
  });

  const query = scope === 'all' ? all : followed;
  const rows =
    scope === 'all'
      ? mergePages((all.data?.pages ?? []).map((p) => p.list))
      : (followed.data ?? []).filter((e) => !keyword || e.name.includes(keyword));

  return (
    <>
      <CountsBar />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Segmented<Scope>
          value={scope}
          onChange={setScope}
          options={[
            { value: 'all', label: t('monitor.follow.all') },
            { value: 'followed', label: t('monitor.follow.followed') },
          ]}
        />
        <EquipmentSearch onSearch={setKeyword} />
      </Flex>
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Result
          status="warning"
          title={t('monitor.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('monitor.retry')}</Button>}
        />
      ) : rows.length === 0 ? (
        <Empty
          description={
            scope === 'followed' ? t('monitor.follow.none') : t('monitor.list.noEquipment')
          }
        />
      ) : (
        <>
          <List
            bordered
            style={{ background: 'var(--ant-color-bg-container, #fff)' }}
            dataSource={rows}
            renderItem={(e) => (
              <FollowRow
                e={e}
                busy={toggle.isPending && toggle.variables.id === e.id}
                onToggle={() => toggle.mutate(e)}
              />
            )}
          />
          {scope === 'all' ? (
            <Flex justify="center" style={{ marginTop: 12 }}>
              {all.hasNextPage ? (
                <Button onClick={() => void all.fetchNextPage()} loading={all.isFetchingNextPage}>
                  {t('monitor.list.loadMore')}
                </Button>
              ) : (
                <span style={{ color: '#999' }}>{t('monitor.list.noMore')}</span>
              )}
            </Flex>
          ) : null}
        </>
      )}
    </>
  );
}
