import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../api';
import { NewPasswordFields } from '../NewPasswordFields';
import { SetupChangeForm } from './SetupChangeForm';
import { lengthCount, tooLongRule } from '../../../common/lengthLimit';

interface Fields {
  original: string;
  password: string;
  confirm: string;
}

/** setup/password: original password, the new one and its confirmation. */
export default function SetupPasswordPage() {
  const { t } = useTranslation();
  return (
    <SetupChangeForm<Fields>
      target="password"
      change={(ticket, fields) => changePassword({ ticket, ...fields })}
    >
      <Form.Item
        label={t('security.originalPassword')}
        name="original"
        rules={[{ required: true, message: t('login.passwordRequired') }, tooLongRule(t, 128)]}
      >
        <Input.Password autoComplete="current-password" count={lengthCount(128)} />
      </Form.Item>
      <NewPasswordFields />
    </SetupChangeForm>
  );
}
