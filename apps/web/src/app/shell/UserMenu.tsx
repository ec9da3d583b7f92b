import { useState } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { useLogout } from '../../features/account/queries';
import { LOGIN_PATH } from '../sessionGate';
import { FeedbackDialog } from './FeedbackDialog';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const logout = useLogout();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const name = user?.username || user?.loginname || '';

  const items: MenuProps['items'] = [
    { key: 'account', icon: <SettingOutlined />, label: t('user.accountSettings') },
    { key: 'feedback', icon: <MessageOutlined />, label: t('user.feedback') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') void navigate('/account');
    if (key === 'feedback') setFeedbackOpen(true);
    if (key === 'logout') {
      logout.mutate(undefined, { onSettled: () => void navigate(LOGIN_PATH, { replace: true }) });
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          className="lf-shell__user"
          aria-label={t('user.menu')}
          data-testid="user-menu"
        >
          <Avatar
            size="small"
            className="lf-shell__avatar"
            src={user?.avatar ? `/files/${user.avatar}` : undefined}
            alt=""
            data-testid="header-avatar"
          >
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className="lf-shell__user-name" data-testid="user-name">
            {name}
          </span>
          <DownOutlined className="lf-shell__caret" />
        </Button>
      </Dropdown>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </>
  );
}
