import { Button, Flex, Result, Typography } from 'antd';
import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TicketState, VerifyChannel } from '@lf/protocol';
import { CONTACT_CHANNELS } from './contactChannels';

interface Option {
  channel: VerifyChannel;
  icon: React.ReactNode;
  detail: string;
  /** Why it cannot be used now, if so. */
  unavailable?: string;
}

/** The ways this account can prove who it is; unavailable ones say why. */
export function ChannelChooser({
  state,
  withPassword,
  onChoose,
}: {
  state: TicketState;
  withPassword: boolean;
  onChoose: (channel: VerifyChannel) => void;
}) {
  const { t } = useTranslation();
  const { channels, capabilities } = state;
  const options: Option[] = [];
  for (const contact of CONTACT_CHANNELS) {
    const detail = channels[contact.channel];
    if (!detail) continue;
    options.push({
      channel: contact.channel,
      icon: contact.icon,
      detail,
      unavailable: capabilities[contact.capability] ? undefined : t(contact.unavailable),
    });
  }
  if (channels.question) {
    options.push({
      channel: 'question',
      icon: <KeyOutlined />,
      detail: t('security.questionDetail'),
    });
  }
  if (withPassword) {
    options.push({
      channel: 'password',
      icon: <LockOutlined />,
      detail: t('security.passwordDetail'),
    });
  }
  if (options.length === 0) {
    return (
      <Result
        status="warning"
        title={t('security.noChannel')}
        subTitle={t('security.noChannelHint')}
        data-testid="no-channel"
      />
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('security.chooseChannel')}</Typography.Text>
      {options.map((option) => (
        <Button
          key={option.channel}
          size="large"
          icon={option.icon}
          disabled={Boolean(option.unavailable)}
          onClick={() => onChoose(option.channel)}
          data-testid={`choose-${option.channel}`}
          style={{
            height: 'auto',
            padding: '10px 16px',
            justifyContent: 'flex-start',
            whiteSpace: 'normal',
            textAlign: 'start',
          }}
        >
          <span>
            <strong>{t(`security.by.${option.channel}`)}</strong>
            <br />
            <Typography.Text type="secondary">
              {option.unavailable ?? option.detail}
            </Typography.Text>
          </span>
        </Button>
      ))}
    </Flex>
  );
}
