import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { modelPageKeys, templateCoverage } from './api';

/** Under the template pages: equipment of the model and the names of the open page each one lacks. */
export function TemplateCoverage({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const coverage = useQuery({
    queryKey: modelPageKeys.coverage(pageId),
    queryFn: () => templateCoverage(pageId),
  });
  if (!coverage.data) return null;
  const rows = coverage.data.equipment;
  return (
    <div data-testid="template-coverage" style={{ marginTop: 12, fontSize: 12 }}>
      <strong>{t('modelPages.equipmentOfModel', { count: rows.length })}</strong>
      {rows.map((row) => (
        <div key={row.id} style={{ marginTop: 4 }}>
          <span>{row.name}</span>{' '}
          {row.missing.length === 0 ? (
            <Tag color="green">{t('modelPages.allFound')}</Tag>
          ) : (
            <Tag color="red">{t('modelPages.missing', { names: row.missing.join(', ') })}</Tag>
          )}
        </div>
      ))}
    </div>
  );
}
