import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import {
  Avatar,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Skeleton,
  Typography,
  Upload,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, SECURITY } from '@lf/protocol';
import { toast } from '../../../app/toast';
import { useSession } from '../../../state/session';
import { fetchCapabilities, fetchProfile, saveUserInfo, uploadAvatarFile } from './api';
import { useFailure } from './useFailure';
import { FailureAlert } from './FailureAlert';
import './security.css';
import { lengthCount, tooLongText } from '../../common/lengthLimit';

/** /account/info/sms|nosms: login name, display name, avatar, organisation and role. */
export default function AccountInfoPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const capabilities = useQuery({
    queryKey: ['securityCapabilities'],
    queryFn: fetchCapabilities,
    staleTime: 60_000,
  });
  const profile = useQuery({ queryKey: ['accountProfile'], queryFn: fetchProfile });
  const [name, setName] = useState<string | null>(null);
  const { failure, attempt } = useFailure();
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  if (!profile.data || !capabilities.data) return <Skeleton active />;
  const variant = capabilities.data.sms ? 'sms' : 'nosms';
  if (!pathname.endsWith(`/info/${variant}`))
    return <Navigate to={`/account/info/${variant}`} replace />;
  const data = profile.data;
  const shown = name ?? data.username;
  const tooLong = shown.trim().length > LIMITS.usernameMax;

  const uploadAvatar = async (file: File) => {
    if (file.size >= SECURITY.avatarMaxBytes) {
      toast.error(t('security.info.avatarTooLarge'));
      return;
    }
    setUploading(true);
    try {
      const { avatar } = await uploadAvatarFile(file);
      if (user) setUser({ ...user, avatar });
      toast.success(t('security.info.saved'));
      await queryClient.invalidateQueries({ queryKey: ['accountProfile'] });
    } catch {
      // postMultipart has shown the server's refusal.
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    setBusy(true);
    const ok = await attempt(() => saveUserInfo(shown.trim()));
    setBusy(false);
    if (!ok) return;
    toast.success(t('security.info.saved'));
    if (user) setUser({ ...user, username: shown.trim() });
    setName(null);
    await queryClient.invalidateQueries({ queryKey: ['accountProfile'] });
  };

  return (
    <Card title={t('security.info.title')} className="lf-security">
      <FailureAlert failure={failure} testId="flow-error" />
      <Descriptions column={1} bordered size="middle" styles={{ label: { width: 140 } }}>
        <Descriptions.Item label={t('security.info.avatar')}>
          <Flex align="center" gap={16} wrap>
            <Avatar
              size={64}
              src={data.avatar ? `/files/${data.avatar}` : undefined}
              data-testid="profile-avatar"
            >
              {(data.username || data.loginname).slice(0, 1).toUpperCase()}
            </Avatar>
            <Upload
              accept=".ico,.jpg,.jpeg,.png,.gif,.svg"
              showUploadList={false}
              disabled={uploading}
              beforeUpload={(file) => {
                void uploadAvatar(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="avatar-upload">
                {t('security.info.avatarUpload')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">{t('security.info.avatarHint')}</Typography.Text>
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('security.info.loginname')}>
          <span data-testid="profile-loginname">{data.loginname}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('security.info.username')}>
          <Flex gap={8} wrap>
            <Input
              value={shown}
              onChange={(event) => setName(event.target.value)}
              count={lengthCount(LIMITS.usernameMax)}
              status={tooLong ? 'error' : undefined}
              style={{ maxWidth: 220 }}
              aria-label={t('security.info.username')}
              data-testid="profile-username"
            />
            <Button
              type="primary"
              onClick={() => void save()}
              loading={busy}
              disabled={shown.trim() === '' || shown === data.username || tooLong}
              data-testid="profile-save"
            >
              {t('security.save')}
            </Button>
          </Flex>
          {tooLong ? (
            <Typography.Text type="danger" data-testid="profile-username-error">
              {tooLongText(t, LIMITS.usernameMax, shown.trim())}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('security.info.usernameRule')}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('security.info.org')}>{data.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('security.info.role')}>
          {t(`security.info.roles.${data.roleType}`)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
