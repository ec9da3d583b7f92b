import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The keyword search above an equipment list; it grows with the bar up to a readable width. */
export function EquipmentSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      style={{ flex: '1 1 200px', maxWidth: 320 }}
      placeholder={t('monitor.list.searchPlaceholder')}
      aria-label={t('monitor.list.searchPlaceholder')}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
