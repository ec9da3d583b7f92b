import { useLocation, useNavigate } from 'react-router';
import { Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailAddress, SECURITY, telNumber } from '@lf/protocol';
import { bindAddress, sendBindCode } from '../api';
import { CodeForm } from '../CodeForm';
import { SetupFrame } from './SetupFrame';
import { finishSetup, useVerifiedTarget } from './useVerifiedTarget';
import { lengthCount } from '../../../common/lengthLimit';

/** setup/tel and setup/email: the new number or address, a code sent to it, bound. */
export default function SetupBindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channel = useLocation().pathname.endsWith('/tel') ? 'tel' : 'email';
  const state = useVerifiedTarget(channel);
  const schema = channel === 'tel' ? telNumber : emailAddress;
  const address = (fields: Record<string, string>) => (fields.address ?? '').trim();
  return (
    <SetupFrame target={channel} step="change">
      {state ? (
        <CodeForm
          demoMail={channel === 'email' && state.capabilities.demoMail}
          sendFields={['address']}
          send={(fields) => sendBindCode(channel, state.ticket, address(fields))}
          submit={async (code, fields) => {
            await bindAddress(channel, state.ticket, address(fields), code);
            finishSetup(navigate, channel);
          }}
          submitLabel={t('security.bindNow')}
        >
          <Form.Item
            label={t(channel === 'tel' ? 'security.newTel' : 'security.newEmail')}
            name="address"
            rules={[
              {
                validator: (_, value) =>
                  schema.safeParse(value ?? '').success
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(t(channel === 'tel' ? 'security.telRule' : 'security.emailRule')),
                      ),
              },
            ]}
          >
            <Input
              count={lengthCount(channel === 'tel' ? 20 : SECURITY.emailMax)}
              inputMode={channel === 'tel' ? 'tel' : 'email'}
              autoComplete={channel === 'tel' ? 'tel' : 'email'}
            />
          </Form.Item>
        </CodeForm>
      ) : (
        <Skeleton active />
      )}
    </SetupFrame>
  );
}
