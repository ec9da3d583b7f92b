import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Spin,
  Typography,
  Upload,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FAVICON_FORMATS,
  FAVICON_MAX_BYTES,
  LOCALES,
  SETTINGS_RANGES,
  SETTINGS_TITLE_MAX,
  type SettingsNumberField,
  type SettingsSaveRequest,
  type SystemSettingsView,
} from '@lf/protocol';
import { toast } from '../../app/toast';
import { accountKeys } from '../account/queries';
import { fetchSettings, saveSettings, settingsKey, uploadFavicon } from './api';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

const GROUPS: {
  key: 'session' | 'password' | 'lockout' | 'retention';
  fields: SettingsNumberField[];
}[] = [
  { key: 'session', fields: ['sessionHours', 'rememberDays'] },
  { key: 'password', fields: ['passwordMinLength', 'passwordExpiryDays'] },
  { key: 'lockout', fields: ['lockAfterFailures', 'lockMinutes'] },
  { key: 'retention', fields: ['historyRetentionDays', 'messageRetentionDays'] },
];

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * /manage/system/settings (administrators): theme title and favicon, default language, session
 * length, password policy, lockout and retention. A save applies at once (the tab title changes
 * as the theme is read again) and is in the operation log.
 */
export default function SystemSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SettingsSaveRequest>();
  const settings = useQuery({ queryKey: settingsKey, queryFn: fetchSettings });
  const applied = (saved: SystemSettingsView) => {
    queryClient.setQueryData(settingsKey, saved);
    void queryClient.invalidateQueries({ queryKey: accountKeys.theme });
  };
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      applied(saved);
      toast.success(t('settings.saved'));
    },
  });
  const favicon = useMutation({
    mutationFn: async (file: Blob) => uploadFavicon(await readAsDataUrl(file)),
    onSuccess: (saved) => {
      applied(saved);
      toast.success(t('settings.faviconSaved'));
    },
  });

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (!settings.data) return <Spin />;
  return (
    <Form<SettingsSaveRequest>
      form={form}
      layout="vertical"
      initialValues={settings.data}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 760 }}
    >
      <Flex vertical gap={16}>
        <Card size="small" title={t('settings.appearance')}>
          <Form.Item
            name="title"
            label={t('settings.title')}
            rules={[
              { required: true, whitespace: true, message: t('settings.titleRequired') },
              tooLongRule(t, SETTINGS_TITLE_MAX),
            ]}
          >
            <Input count={lengthCount(SETTINGS_TITLE_MAX)} />
          </Form.Item>
          <Form.Item label={t('settings.favicon')} extra={t('settings.faviconHint')}>
            <Space>
              {settings.data.faviconIco ? (
                <img
                  src={settings.data.faviconIco}
                  alt={t('settings.favicon')}
                  width={32}
                  height={32}
                  data-testid="favicon-preview"
                />
              ) : null}
              <Upload
                accept={FAVICON_FORMATS.map((f) => `.${f}`).join(',')}
                showUploadList={false}
                beforeUpload={(file) => {
                  if (file.size > FAVICON_MAX_BYTES) toast.error(t('settings.faviconTooLarge'));
                  else favicon.mutate(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={favicon.isPending}>
                  {t('settings.faviconUpload')}
                </Button>
              </Upload>
            </Space>
          </Form.Item>
          <Form.Item name="defaultLanguage" label={t('settings.defaultLanguage')}>
            <Select
              options={LOCALES.map((locale) => ({
                value: locale,
                label: t(locale === 'en' ? 'language.en' : 'language.zh'),
              }))}
              style={{ maxWidth: 240 }}
            />
          </Form.Item>
        </Card>
        {GROUPS.map((group) => (
          <Card size="small" key={group.key} title={t(`settings.group.${group.key}`)}>
            <Flex gap={16} wrap>
              {group.fields.map((field) => (
                <Form.Item
                  key={field}
                  name={field}
                  label={t(`settings.field.${field}`)}
                  extra={t(`settings.hint.${field}`, SETTINGS_RANGES[field])}
                  rules={[{ required: true, message: t('settings.required') }]}
                  style={{ flex: '1 1 300px' }}
                >
                  <InputNumber
                    min={SETTINGS_RANGES[field].min}
                    max={SETTINGS_RANGES[field].max}
                    precision={0}
                    style={{ width: '100%' }}
                    addonAfter={t(`settings.unit.${field}`)}
                  />
                </Form.Item>
              ))}
            </Flex>
          </Card>
        ))}
        <Typography.Text type="secondary">{t('settings.appliesAtOnce')}</Typography.Text>
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
