import { Flex, Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lengthCount, tooLongRule } from '../common/lengthLimit';

const VCODE_MAX = 16;

/**
 * The picture code and its field, as the login and the password recovery ask for it: the
 * form's `vcode`; a click on the picture draws another. Each screen styles the picture's frame.
 */
export function CaptchaField({
  image,
  onRefresh,
  className,
  inputId,
  placeholder,
}: {
  image: string | undefined;
  onRefresh: () => void;
  className: string;
  inputId?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('login.vcode')} required>
      <Flex gap={8}>
        <Form.Item
          name="vcode"
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('login.vcodeRequired') },
            tooLongRule(t, VCODE_MAX),
          ]}
        >
          <Input
            id={inputId}
            aria-label={t('login.vcode')}
            prefix={<SafetyOutlined />}
            placeholder={placeholder}
            autoComplete="off"
            count={lengthCount(VCODE_MAX)}
          />
        </Form.Item>
        <button
          type="button"
          className={className}
          data-testid="captcha"
          title={t('login.captchaAlt')}
          onClick={onRefresh}
        >
          {image ? (
            <img src={image} alt={t('login.captchaAlt')} />
          ) : (
            <SafetyOutlined aria-label={t('login.captchaAlt')} />
          )}
        </button>
      </Flex>
    </Form.Item>
  );
}
