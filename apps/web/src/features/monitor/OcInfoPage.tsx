import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Input, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { monitorKeys, queryProjects } from './api';
import { nextPage } from './logic/equipmentList';

/** /monitor/gm/ocInfo: the operation centres (projects) the user may monitor. */
export default function OcInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const projects = useInfiniteQuery({
    queryKey: monitorKeys.projects({ keyword }),
    queryFn: ({ pageParam }) => queryProjects(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const list = (projects.data?.pages ?? []).flatMap((p) => p.list);

  return (
    <>
      <Flex style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('monitor.oc.searchPlaceholder')}
          aria-label={t('monitor.oc.searchPlaceholder')}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </Flex>
      {projects.isPending ? (
        <Skeleton active />
      ) : projects.isError ? (
        // Projects are served by the project area; until it answers, say so plainly.
        <Empty description={t('monitor.oc.unavailable')} />
      ) : list.length === 0 ? (
        <Empty description={t('monitor.oc.none')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Row gutter={[12, 12]}>
            {list.map((p) => (
              <Col key={p.id} xs={24} sm={12} lg={8}>
                <Card
                  hoverable
                  size="small"
                  onClick={() => void navigate(`/monitor/gm/ocInfo/${p.id}`)}
                >
                  <Card.Meta
                    avatar={<ApartmentOutlined style={{ fontSize: 28, color: '#1677ff' }} />}
                    title={p.name}
                    description={
                      <Space direction="vertical" size={4}>
                        <Typography.Text type="secondary" ellipsis>
                          {p.description || '—'}
                        </Typography.Text>
                        <Space size={4} wrap>
                          <Tag>{t('monitor.oc.equipment', { count: p.equipmentCount })}</Tag>
                          <Tag>{t('monitor.oc.pages', { count: p.pageCount })}</Tag>
                        </Space>
                      </Space>
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
          {projects.hasNextPage ? (
            <Flex justify="center">
              <Button
                onClick={() => void projects.fetchNextPage()}
                loading={projects.isFetchingNextPage}
              >
                {t('monitor.list.loadMore')}
              </Button>
            </Flex>
          ) : null}
        </Space>
      )}
    </>
  );
}
