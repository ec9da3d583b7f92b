import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Space, Typography } from 'antd';
import { SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROMPT_TYPES, type PromptType } from '@lf/protocol';
import { toast } from '../../app/toast';
import { useSession } from '../../state/session';
import { playAlarmTone } from '../message/alarmTone';
import { savePromptTypes } from './api';

/** /account/config: how pushed messages reach the user (sound, scrolling title, pop-up). */
export default function AccountConfigPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const [chosen, setChosen] = useState<PromptType[]>(user?.prompType ?? []);
  const save = useMutation({
    mutationFn: () => savePromptTypes(chosen),
    onSuccess: (saved) => {
      if (user) setUser({ ...user, prompType: saved });
      toast.success(t('accountConfig.saved'));
    },
  });
  return (
    <Card title={t('accountConfig.promptTitle')} style={{ maxWidth: 640 }}>
      <Flex vertical gap={16}>
        <Typography.Text>{t('accountConfig.promptIntro')}</Typography.Text>
        <Checkbox.Group<PromptType>
          value={chosen}
          onChange={setChosen}
          style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        >
          {PROMPT_TYPES.map((type) => (
            <Space key={type} align="start">
              <Checkbox value={type}>
                <Typography.Text strong>{t(`accountConfig.${type}`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`accountConfig.${type}Hint`)}</Typography.Text>
              </Checkbox>
              {type === 'sound' ? (
                <Button size="small" icon={<SoundOutlined />} onClick={() => playAlarmTone()}>
                  {t('accountConfig.tryTone')}
                </Button>
              ) : null}
            </Space>
          ))}
        </Checkbox.Group>
        <div>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            {t('accountConfig.save')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
