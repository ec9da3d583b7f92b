import { useMemo, useState } from 'react';
import { Alert, Segmented } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { LiveValues } from '@lf/designer';
import type { ModelPageInstance } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { LivePage, PageLoadState } from '../project/viewer/LivePage';
import { equipmentChannel } from '../project/viewer/viewerChannels';
import type { WriteTargets } from '../project/viewer/writeValue';
import { modelPageKeys, templatesOfEquipment } from './api';
import { instanceDocument } from './templateDocument';

/**
 * A monitor tab: the equipment's template pages, live, with values of `values` and the write
 * confirmations of `writeTargets`.
 */
export default function ModelTemplateTab({
  equipmentId,
  values,
  writeTargets,
}: {
  equipmentId: string;
  values: LiveValues;
  writeTargets: WriteTargets | null;
}) {
  const query = useQuery({
    queryKey: modelPageKeys.ofEquipment(equipmentId),
    queryFn: () => templatesOfEquipment(equipmentId),
  });
  const [chosen, setChosen] = useState<string>();
  const list = query.data ?? [];
  const current = list.find((i) => i.page.id === chosen) ?? list[0];
  if (query.isPending || query.isError || !current) {
    return <PageLoadState error={query.error} />;
  }
  return (
    <div data-testid="model-template-tab">
      {list.length > 1 ? (
        <Segmented
          style={{ marginBottom: 8 }}
          value={current.page.id}
          onChange={(value) => setChosen(value)}
          options={list.map((i) => ({ value: i.page.id, label: i.page.title }))}
        />
      ) : null}
      <TemplateInstance
        key={current.page.id}
        instance={current}
        equipmentId={equipmentId}
        values={values}
        writeTargets={writeTargets}
      />
    </div>
  );
}

function TemplateInstance({
  instance,
  equipmentId,
  values,
  writeTargets,
}: {
  instance: ModelPageInstance;
  equipmentId: string;
  values: LiveValues;
  writeTargets: WriteTargets | null;
}) {
  const { t } = useTranslation();
  // Rebuilt only when the server's answer changes, not on every value tick.
  const document = useMemo(
    () =>
      instanceDocument(instance, (names) => t('modelPages.notFound', { names: names.join(', ') })),
    [instance, t],
  );
  const channel = useMemo(() => equipmentChannel(equipmentId), [equipmentId]);
  const missing = [...new Set(instance.unresolved.map((u) => u.name))];
  return (
    <>
      {missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="template-missing"
          message={t('modelPages.missingOnEquipment', { names: missing.join(', ') })}
        />
      ) : null}
      <div style={{ height: '100%', minHeight: 480 }}>
        <LivePage
          document={document}
          values={values}
          writeTargets={writeTargets}
          channel={channel}
          dialogPage={() => null}
        />
      </div>
    </>
  );
}
