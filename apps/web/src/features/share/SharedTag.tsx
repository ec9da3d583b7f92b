import { Tag } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** "Shared by …": marks equipment of another organisation that was shared with the user. */
export function SharedTag({ sharedBy }: { sharedBy: string }) {
  const { t } = useTranslation();
  return (
    <Tag color="purple" icon={<ShareAltOutlined />} data-testid="shared-by">
      {t('share.sharedBy', { name: sharedBy })}
    </Tag>
  );
}
