import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@lf/protocol';
import { lengthCount } from '../../common/lengthLimit';

/**
 * New password (8–15 characters) and its confirmation, for a Form with fields `name` (default
 * password) and confirm.
 */
export function NewPasswordFields({ name = 'password' }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('security.newPassword')}
        name={name}
        rules={[
          { required: true, message: t('security.newPasswordRule') },
          {
            min: LIMITS.newPasswordMin,
            max: LIMITS.newPasswordMax,
            message: t('security.newPasswordRule'),
          },
        ]}
        extra={t('security.newPasswordRule')}
      >
        <Input.Password autoComplete="new-password" count={lengthCount(LIMITS.newPasswordMax)} />
      </Form.Item>
      <Form.Item
        label={t('security.confirmPassword')}
        name="confirm"
        dependencies={[name]}
        rules={[
          { required: true, message: t('security.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(t('security.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" count={lengthCount(LIMITS.newPasswordMax)} />
      </Form.Item>
    </>
  );
}
