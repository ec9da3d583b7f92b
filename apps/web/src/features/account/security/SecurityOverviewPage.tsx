import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Flex, Input, Modal, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { SECURITY, type SetupTarget } from '@lf/protocol';
import { toast } from '../../../app/toast';
import { beginSetup, fetchSecurityOverview, saveVideoKey } from './api';
import { CONTACT_CHANNELS } from './contactChannels';
import { storeTicket } from './flowTicket';
import { SETUP_BASE } from './useFlowState';
import './security.css';
import { lengthCount } from '../../common/lengthLimit';

/** Where each change starts: the choice of how to prove who you are. */
const START: Record<SetupTarget, string> = {
  password: `${SETUP_BASE}/validate`,
  tel: `${SETUP_BASE}/tel/validate`,
  email: `${SETUP_BASE}/email/validate`,
  question: `${SETUP_BASE}/question/validate`,
};

interface Row {
  key: string;
  title: string;
  ok: boolean;
  status: string;
  action: React.ReactNode;
}

/** /account/security/sms|nosms: password, phone, e-mail, questions and video key, each with its action. */
export default function SecurityOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, state: routeState } = useLocation();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: ['securityOverview'], queryFn: fetchSecurityOverview });
  const [videoOpen, setVideoOpen] = useState(false);
  const [videoKey, setVideoKey] = useState('');
  const [starting, setStarting] = useState<SetupTarget | null>(null);

  if (!overview.data) return <Skeleton active />;
  const data = overview.data;
  const variant = data.capabilities.sms ? 'sms' : 'nosms';
  if (!pathname.endsWith(`/security/${variant}`))
    return <Navigate to={`/account/security/${variant}`} replace />;

  const start = async (target: SetupTarget) => {
    setStarting(target);
    try {
      const state = await beginSetup(target);
      storeTicket('setup', state.ticket);
      void navigate(START[target]);
    } catch {
      // The client has shown the refusal (e.g. no password-change permission).
    } finally {
      setStarting(null);
    }
  };
  const change = (target: SetupTarget, bound: boolean, firstLabel = t('security.bind')) => (
    <Button
      onClick={() => void start(target)}
      loading={starting === target}
      data-testid={`security-${target}`}
    >
      {bound ? t('security.change') : firstLabel}
    </Button>
  );
  const rows: Row[] = [
    {
      key: 'password',
      title: t('security.password'),
      ok: true,
      status: data.passwordChangedAt
        ? t('security.passwordChanged', {
            time: dayjs(data.passwordChangedAt).format('YYYY-MM-DD HH:mm'),
          })
        : t('security.passwordNeverChanged'),
      action: change('password', true),
    },
    ...CONTACT_CHANNELS.map(({ channel, capability, title, unavailable }) => ({
      key: channel,
      title: t(title),
      ok: data[channel] !== '',
      status: data[channel]
        ? t('security.boundTo', { value: data[channel] })
        : t('security.notBound'),
      action: data.capabilities[capability] ? (
        change(channel, data[channel] !== '')
      ) : (
        <Tag>{t(unavailable)}</Tag>
      ),
    })),
    {
      key: 'question',
      title: t('security.questions'),
      ok: data.questionsSet,
      status: data.questionsSet ? t('security.questionsSet') : t('security.questionsNotSet'),
      action: change('question', data.questionsSet, t('security.set')),
    },
    {
      key: 'videoKey',
      title: t('security.videoKey'),
      ok: data.videoKeySet,
      status: data.videoKeySet ? t('security.videoKeyLinked') : t('security.videoKeyNotLinked'),
      action: (
        <Button onClick={() => setVideoOpen(true)} data-testid="security-videoKey">
          {data.videoKeySet ? t('security.change') : t('security.link')}
        </Button>
      ),
    },
  ];

  const saveKey = async (value: string) => {
    await saveVideoKey(value);
    setVideoOpen(false);
    setVideoKey('');
    toast.success(t('security.saved'));
    await queryClient.invalidateQueries({ queryKey: ['securityOverview'] });
  };

  return (
    <Card title={t('security.title')} className="lf-security">
      {(routeState as { restarted?: boolean } | null)?.restarted && (
        <Alert
          type="warning"
          showIcon
          title={t('security.restarted')}
          style={{ marginBottom: 16 }}
        />
      )}
      {variant === 'nosms' && (
        <Alert
          type="info"
          showIcon
          title={t('security.nosmsHint')}
          style={{ marginBottom: 16 }}
          data-testid="nosms-hint"
        />
      )}
      <Flex vertical>
        {rows.map((row) => (
          <Flex
            key={row.key}
            className="lf-security__row"
            align="center"
            gap={12}
            wrap
            data-testid={`security-row-${row.key}`}
          >
            {row.ok ? (
              <CheckCircleFilled className="lf-security__ok" />
            ) : (
              <ExclamationCircleFilled className="lf-security__warn" />
            )}
            <Typography.Text strong className="lf-security__name">
              {row.title}
            </Typography.Text>
            <Typography.Text type="secondary" className="lf-security__status">
              {row.status}
            </Typography.Text>
            <span className="lf-security__action">{row.action}</span>
          </Flex>
        ))}
      </Flex>
      <Modal
        open={videoOpen}
        title={t('security.videoKey')}
        onCancel={() => setVideoOpen(false)}
        onOk={() => void saveKey(videoKey.trim())}
        okButtonProps={{
          disabled: videoKey.trim() === '' || videoKey.trim().length > SECURITY.videoKeyMax,
        }}
        footer={(original) => (
          <>
            {data.videoKeySet && (
              <Button danger onClick={() => void saveKey('')}>
                {t('security.unlink')}
              </Button>
            )}
            {original}
          </>
        )}
      >
        <Typography.Paragraph type="secondary">{t('security.videoKeyHint')}</Typography.Paragraph>
        <Input.Password
          value={videoKey}
          onChange={(event) => setVideoKey(event.target.value)}
          count={lengthCount(SECURITY.videoKeyMax)}
          autoComplete="off"
        />
      </Modal>
    </Card>
  );
}
