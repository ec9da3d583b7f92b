import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharePreview } from '@lf/protocol';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { toast } from '../../app/toast';
import { monitorKeys } from '../monitor/api';
import { equipmentPath } from '../monitor/list/EquipmentCard';
import { joinShare, previewShare, shareKeys } from './api';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

const errorText = (error: unknown): string | null =>
  error instanceof ApiError ? error.message : error ? String(error) : null;

/** What joining grants, each as a tag: the authority, then history and alarms with or without. */
function grantTags(t: TFunction, preview: SharePreview): string[] {
  return [
    t(`share.${preview.authority}`),
    preview.withHistory ? t('share.withHistory') : t('share.join.noHistory'),
    preview.withAlarms ? t('share.withAlarms') : t('share.join.noAlarms'),
  ];
}

/** The equipment a link offers, whose it is, what joining grants and until when. */
function OfferedEquipment({ preview }: { preview: SharePreview }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      style={{ marginBottom: 16 }}
      data-testid="share-join-offer"
      items={[
        {
          key: 'equipment',
          label: t('share.join.equipment'),
          children: <strong data-testid="share-join-equipment">{preview.name}</strong>,
        },
        { key: 'owner', label: t('share.join.owner'), children: preview.orgName },
        {
          key: 'grants',
          label: t('share.join.grants'),
          children: grantTags(t, preview).map((text) => <Tag key={text}>{text}</Tag>),
        },
        {
          key: 'expires',
          label: t('share.expiresAt'),
          children: preview.expiresAt
            ? dayjs(preview.expiresAt).format('YYYY-MM-DD HH:mm')
            : t('share.noExpiry'),
        },
      ]}
    />
  );
}

/**
 * /share/join/{token}: where a share link (or its QR code) leads. Login comes first (the gate
 * keeps the link and brings the person back); then the page names the equipment offered and what
 * joining grants, and asks the share password; then the equipment opens and stays in the
 * person's monitor list, marked as shared. A link that cannot be joined (invalid, expired, of the
 * person's own organisation) says why instead of asking for a password.
 */
export default function ShareJoinPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const preview = useQuery({
    queryKey: shareKeys.preview(token),
    queryFn: () => previewShare(token),
    retry: false,
  });
  const join = useMutation({
    mutationFn: (password: string) => joinShare(token, password),
    onSuccess: async (joined) => {
      toast.success(t('share.join.joined', { name: joined.name }));
      await client.invalidateQueries({ queryKey: monitorKeys.all });
      await navigate(equipmentPath({ id: joined.equipId, type: joined.type, display: 'list' }), {
        replace: true,
      });
    },
  });
  const refusal = errorText(join.error);
  const unavailable = errorText(preview.error);
  let body: React.ReactNode = <Skeleton active />;
  if (unavailable) {
    body = (
      <Alert
        type="warning"
        showIcon
        message={t('share.join.unavailable')}
        description={unavailable}
        role="alert"
      />
    );
  } else if (preview.data) {
    body = (
      <>
        <OfferedEquipment preview={preview.data} />
        <Typography.Paragraph type="secondary">{t('share.join.intro')}</Typography.Paragraph>
        <Form
          layout="vertical"
          onFinish={(values: { password: string }) => join.mutate(values.password)}
        >
          <Form.Item
            name="password"
            label={t('share.password')}
            rules={[{ required: true, message: t('share.passwordRule') }, tooLongRule(t, 64)]}
          >
            <Input.Password autoFocus autoComplete="off" count={lengthCount(64)} />
          </Form.Item>
          {refusal ? (
            <Alert
              type="error"
              showIcon
              message={refusal}
              style={{ marginBottom: 16 }}
              role="alert"
            />
          ) : null}
          <Button type="primary" htmlType="submit" block loading={join.isPending}>
            {t('share.join.submit')}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <Card style={{ maxWidth: 460, margin: '24px auto' }} data-testid="share-join">
      <Typography.Title level={4}>{t('share.join.title')}</Typography.Title>
      {body}
    </Card>
  );
}
