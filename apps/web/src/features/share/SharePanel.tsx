import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Divider,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  List,
  Popconfirm,
  Radio,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  mayPerform,
  shareLink,
  sharePassword,
  shareRightsLacking,
  type EquipmentType,
  type ShareAuthority,
  type ShareAuthorityFlags,
  type ShareInfo,
} from '@lf/protocol';
import { toast } from '../../app/toast';
import { useSession } from '../../state/session';
import { queryShare, revokeShare, setShareAuthority, setSharePassword, shareKeys } from './api';
import { lengthCount } from '../common/lengthLimit';

const RECEIVERS_REFRESH_MS = 5000;

/**
 * The owner's "Share" button on an equipment, shown to holders of the sharing permission; the
 * panel opens in a drawer (full width on a phone).
 */
export function ShareButton({
  equipmentId,
  equipmentType,
}: {
  equipmentId: string;
  equipmentType: EquipmentType;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const mayShare = useSession((state) => mayPerform(state.user?.auths, 'equipment.share'));
  if (!mayShare) return null;
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)} data-testid="share-open">
        {t('share.button')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('share.title')}
        width={screens.sm ? 440 : '100%'}
        destroyOnHidden
      >
        <SharePanel equipmentId={equipmentId} equipmentType={equipmentType} />
      </Drawer>
    </>
  );
}

/**
 * The share of one equipment: password (turns sharing on; a new one ends the old link), the
 * QR code and link with a copy button, the authority and expiry, turning it off, and the people
 * who joined with a revoke button each.
 */
export function SharePanel({
  equipmentId,
  equipmentType,
}: {
  equipmentId: string;
  equipmentType: EquipmentType;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const info = useQuery({
    queryKey: shareKeys.info(equipmentId),
    queryFn: () => queryShare(equipmentId),
    // While the panel is open the owner sees people join.
    refetchInterval: RECEIVERS_REFRESH_MS,
  });
  const update = (next: ShareInfo) => client.setQueryData(shareKeys.info(equipmentId), next);

  if (!info.data) return <Skeleton active />;
  const share = info.data;
  const link = share.token ? shareLink(window.location.origin, share.token) : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="share-panel">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {share.enabled ? t('share.intro') : t('share.offHint')}
      </Typography.Paragraph>
      {link ? <ShareLink link={link} /> : <Alert type="info" message={t('share.off')} />}
      <PasswordForm
        equipmentId={equipmentId}
        enabled={share.enabled}
        onSaved={(next) => {
          update(next);
          toast.success(share.enabled ? t('share.passwordChanged') : t('share.passwordSet'));
        }}
      />
      {share.enabled ? (
        <>
          <Divider style={{ margin: 0 }} />
          <AuthorityForm share={share} equipmentType={equipmentType} onSaved={update} />
          <Divider style={{ margin: 0 }} />
          <Receivers share={share} onChanged={update} />
        </>
      ) : null}
    </Space>
  );
}

function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (QRCode) => {
      const url = await QRCode.toDataURL(link, {
        margin: 2,
        width: 240,
        errorCorrectionLevel: 'M',
      });
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  return (
    <Flex vertical align="center" gap={8}>
      {image ? (
        <img src={image} alt={t('share.qrAlt')} width={240} height={240} data-testid="share-qr" />
      ) : (
        <Skeleton.Image active style={{ width: 240, height: 240 }} />
      )}
      <Typography.Text type="secondary">{t('share.link')}</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={link} aria-label={t('share.link')} data-testid="share-link" />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </Space.Compact>
    </Flex>
  );
}

function PasswordForm({
  equipmentId,
  enabled,
  onSaved,
}: {
  equipmentId: string;
  enabled: boolean;
  onSaved: (next: ShareInfo) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const save = useMutation({
    mutationFn: (password: string) => setSharePassword(equipmentId, password),
    onSuccess: (next) => {
      form.resetFields();
      onSaved(next);
    },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => save.mutate(values.password)}
      requiredMark={false}
    >
      <Form.Item
        name="password"
        label={t('share.password')}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              sharePassword.safeParse(value ?? '').success
                ? Promise.resolve()
                : Promise.reject(new Error(t('share.passwordRule'))),
          },
        ]}
      >
        <Input.Password
          placeholder={t('share.passwordPlaceholder')}
          autoComplete="new-password"
          count={lengthCount(32)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} block>
        {enabled ? t('share.changePassword') : t('share.setPassword')}
      </Button>
    </Form>
  );
}

interface AuthorityValues {
  authority: ShareAuthority;
  extras: ('withHistory' | 'withAlarms')[];
  expiresAt: Dayjs | null;
}

/** What the sharer may pass on: only the rights they hold on the equipment (as the server rules). */
function useShareable(type: EquipmentType) {
  const auths = useSession((state) => state.user?.auths) ?? [];
  const none: ShareAuthorityFlags = { authority: 'view', withHistory: false, withAlarms: false };
  const passes = (flags: Partial<ShareAuthorityFlags>) =>
    shareRightsLacking(auths, type, { ...none, ...flags }).length === 0;
  return {
    write: passes({ authority: 'write' }),
    withHistory: passes({ withHistory: true }),
    withAlarms: passes({ withAlarms: true }),
  };
}

function AuthorityForm({
  share,
  equipmentType,
  onSaved,
}: {
  share: ShareInfo;
  equipmentType: EquipmentType;
  onSaved: (next: ShareInfo) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuthorityValues>();
  const shareable = useShareable(equipmentType);
  const save = useMutation({
    mutationFn: (input: { enabled: boolean; values: AuthorityValues }) =>
      setShareAuthority({
        equipId: share.equipId,
        enabled: input.enabled,
        authority: input.values.authority,
        withHistory: input.values.extras.includes('withHistory'),
        withAlarms: input.values.extras.includes('withAlarms'),
        expiresAt: input.values.expiresAt ? input.values.expiresAt.toDate() : null,
      }),
    onSuccess: (next, input) => {
      onSaved(next);
      toast.success(input.enabled ? t('share.authoritySaved') : t('share.turnedOff'));
    },
  });
  return (
    <Form<AuthorityValues>
      form={form}
      layout="vertical"
      initialValues={{
        authority: share.authority,
        extras: [
          ...(share.withHistory ? (['withHistory'] as const) : []),
          ...(share.withAlarms ? (['withAlarms'] as const) : []),
        ],
        expiresAt: share.expiresAt ? dayjs(share.expiresAt) : null,
      }}
      onFinish={(values) => save.mutate({ enabled: true, values })}
    >
      <Form.Item name="authority" label={t('share.authority')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'view', label: t('share.view') },
            { value: 'write', label: t('share.write'), disabled: !shareable.write },
          ]}
        />
      </Form.Item>
      <Form.Item name="extras">
        <Checkbox.Group
          options={[
            {
              value: 'withHistory',
              label: t('share.withHistory'),
              disabled: !shareable.withHistory,
            },
            {
              value: 'withAlarms',
              label: t('share.withAlarms'),
              disabled: !shareable.withAlarms,
            },
          ]}
        />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('share.expiresAt')}>
        <DatePicker
          showTime
          placeholder={t('share.noExpiry')}
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('share.saveAuthority')}
        </Button>
        <Popconfirm
          title={t('share.turnOffConfirm')}
          onConfirm={() => save.mutate({ enabled: false, values: form.getFieldsValue(true) })}
        >
          <Button danger>{t('share.turnOff')}</Button>
        </Popconfirm>
      </Flex>
    </Form>
  );
}

function Receivers({
  share,
  onChanged,
}: {
  share: ShareInfo;
  onChanged: (next: ShareInfo) => void;
}) {
  const { t } = useTranslation();
  const revoke = useMutation({
    mutationFn: (userId: string) => revokeShare(share.equipId, userId),
    onSuccess: (next) => {
      onChanged(next);
      toast.success(t('share.revoked'));
    },
  });
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('share.receivers')}</Typography.Text>}
      locale={{ emptyText: t('share.noReceivers') }}
      dataSource={share.grants}
      data-testid="share-receivers"
      renderItem={(grant) => (
        <List.Item
          actions={[
            <Popconfirm
              key="revoke"
              title={t('share.revokeConfirm', { name: grant.loginname })}
              onConfirm={() => revoke.mutate(grant.userId)}
            >
              <Button danger size="small" aria-label={`${t('share.revoke')} ${grant.loginname}`}>
                {t('share.revoke')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={grant.loginname}
            description={`${grant.orgName} · ${t('share.joinedAt')} ${dayjs(grant.joinedAt).format('YYYY-MM-DD HH:mm')}`}
          />
        </List.Item>
      )}
    />
  );
}
