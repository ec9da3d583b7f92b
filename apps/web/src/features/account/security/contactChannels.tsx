import type { ReactNode } from 'react';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';

/**
 * The channels a code is sent to: the server capability each needs, and what it is called and
 * says when the server cannot send on it. Proving who one is and binding a contact both ask.
 */
export const CONTACT_CHANNELS = [
  {
    channel: 'tel',
    capability: 'sms',
    icon: <MobileOutlined />,
    title: 'security.tel',
    unavailable: 'security.smsUnavailable',
  },
  {
    channel: 'email',
    capability: 'email',
    icon: <MailOutlined />,
    title: 'security.email',
    unavailable: 'security.emailUnavailable',
  },
] as const satisfies readonly {
  channel: 'tel' | 'email';
  capability: 'sms' | 'email';
  icon: ReactNode;
  title: string;
  unavailable: string;
}[];
