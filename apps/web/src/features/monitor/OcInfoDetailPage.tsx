import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { monitorKeys, queryProjectEquipment } from './api';
import { equipmentPath } from './list/EquipmentCard';

/** /monitor/gm/ocInfo/{ocId}: one operation centre's bound equipment, each opening its monitor. */
export default function OcInfoDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ocId = '' } = useParams();
  const equipment = useQuery({
    queryKey: monitorKeys.projectEquipment(ocId),
    queryFn: () => queryProjectEquipment(ocId),
  });
  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label={t('monitor.back')}
          onClick={() => void navigate('/monitor/gm/ocInfo')}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('monitor.oc.equipmentList')}
        </Typography.Title>
        <Button onClick={() => void navigate(`/monitor/project/${ocId}`)}>
          {t('monitor.oc.openPages')}
        </Button>
      </Flex>
      {equipment.isPending ? (
        <Skeleton active />
      ) : equipment.isError ? (
        <Empty description={t('monitor.oc.unavailable')} />
      ) : equipment.data.length === 0 ? (
        <Empty description={t('monitor.oc.noEquipment')} />
      ) : (
        <List
          bordered
          style={{ background: 'var(--ant-color-bg-container, #fff)' }}
          dataSource={equipment.data}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <a
                    onClick={() =>
                      void navigate(equipmentPath({ id: e.id, type: e.type, display: 'list' }))
                    }
                  >
                    {e.name}
                  </a>
                }
                description={
                  <Flex gap={4} wrap>
                    <Tag color={e.online ? 'green' : 'default'}>
                      {e.online ? t('monitor.online') : t('monitor.offline')}
                    </Tag>
                    <Tag>{e.type.toUpperCase()}</Tag>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </>
  );
}
