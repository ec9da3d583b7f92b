import { useState } from 'react';
import { Button, Empty, Radio, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { setAddon, setData, type Widget } from '@lf/designer';
import type { PickerSignal } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { widgetModule } from '../widgets/registry';
import { useDesigner } from '../context';
import { useDesignerEnv } from '../env';

function signalRef(signal: PickerSignal) {
  return {
    signalId: signal.signalId,
    equipId: signal.equipId,
    signalTitle: signal.signalTitle,
    equipTitle: signal.equipTitle,
  };
}

/**
 * Data binding: pick a signal by equipment (project/page/querySignalByEquip) or by report
 * (queryReport, querySignalByReport). Charts take several signals, or a whole report.
 */
export function BindingPanel({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const env = useDesignerEnv();
  const run = useDesigner((s) => s.run);
  const [source, setSource] = useState<'equipment' | 'report'>(
    widget.data.type === 'report' ? 'report' : 'equipment',
  );
  const [equipmentId, setEquipmentId] = useState<string | undefined>(
    widget.data.equipId || undefined,
  );
  const [reportId, setReportId] = useState<string | undefined>(
    typeof widget.dataAddon.reportId === 'string' && widget.dataAddon.reportId !== ''
      ? widget.dataAddon.reportId
      : undefined,
  );
  const many = widgetModule(widget.widgetType).usesAllValues === true;
  const equipments = useQuery({
    queryKey: ['designer', env.scope, 'equipments'],
    queryFn: env.equipments,
  });
  const reports = useQuery({
    queryKey: ['designer', env.scope, 'reports'],
    queryFn: env.reports,
    enabled: source === 'report',
  });
  const signals = useQuery({
    queryKey: ['designer', env.scope, source, source === 'equipment' ? equipmentId : reportId],
    queryFn: () =>
      source === 'equipment'
        ? env.signalsOfEquipment(equipmentId ?? '')
        : env.signalsOfReport(reportId ?? ''),
    enabled: source === 'equipment' ? !!equipmentId : !!reportId,
  });
  const list = signals.data ?? [];
  const bindOne = (signalId: string) => {
    const signal = list.find((s) => s.signalId === signalId);
    if (!signal) return;
    run(setData, {
      data: {
        type: 'signal',
        signalId: signal.signalId,
        equipId: signal.equipId,
        title: signal.signalTitle,
        subTitle: signal.equipTitle,
      },
    });
  };
  const bindMany = (signalIds: string[]) => {
    const chosen = list.filter((s) => signalIds.includes(s.signalId)).map(signalRef);
    run(setData, { data: { type: 'signal', signalArray: chosen, equipId: equipmentId ?? '' } });
  };
  const bindReport = (id: string) => {
    setReportId(id);
    if (!many) return;
    const report = reports.data?.find((r) => r.id === id);
    if (!report) return;
    void env.signalsOfReport(id).then((found) => {
      run(setData, {
        data: {
          type: 'report',
          reportSignalArray: found.map(signalRef),
          equipId: report.equipmentId,
          title: report.name,
        },
      });
      if ('reportId' in widget.dataAddon) run(setAddon, { addon: { reportId: id } });
    });
  };
  const clear = () =>
    run(setData, {
      data: {
        type: 'signal',
        signalId: '',
        equipId: '',
        title: '',
        subTitle: '',
        signalArray: [],
        reportSignalArray: [],
      },
    });
  const current = widget.data.signalId
    ? t('project.binding.bound', {
        signal: widget.data.title || widget.data.signalId,
        equipment: widget.data.subTitle,
      })
    : widget.data.signalArray.length + widget.data.reportSignalArray.length > 0
      ? [...widget.data.signalArray, ...widget.data.reportSignalArray]
          .map((s) => s.signalTitle || s.signalId)
          .join('、')
      : t('project.binding.unbound');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div data-testid="binding-current" style={{ fontSize: 12 }}>
        {current}
      </div>
      <Radio.Group
        size="small"
        value={source}
        onChange={(event) => setSource(event.target.value as 'equipment' | 'report')}
        options={[
          { value: 'equipment', label: t('project.binding.byEquipment') },
          { value: 'report', label: t('project.binding.byReport') },
        ]}
        optionType="button"
      />
      {source === 'equipment' ? (
        equipments.data && equipments.data.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('project.binding.noEquipment')}
          />
        ) : (
          <Select
            size="small"
            aria-label={t('project.binding.equipment')}
            placeholder={t('project.binding.pickEquipment')}
            loading={equipments.isLoading}
            value={equipmentId}
            onChange={setEquipmentId}
            options={(equipments.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
          />
        )
      ) : (
        <Select
          size="small"
          aria-label={t('project.binding.report')}
          placeholder={t('project.binding.pickReport')}
          loading={reports.isLoading}
          value={reportId}
          onChange={bindReport}
          options={(reports.data ?? []).map((r) => ({
            value: r.id,
            label: `${r.name}（${r.equipmentName}）`,
          }))}
        />
      )}
      {signals.isFetching ? <Spin size="small" /> : null}
      {list.length > 0 ? (
        many ? (
          <Select
            mode="multiple"
            size="small"
            aria-label={t('project.binding.signals')}
            value={widget.data.signalArray.map((s) => s.signalId)}
            onChange={bindMany}
            options={list.map((s) => ({ value: s.signalId, label: s.signalTitle }))}
          />
        ) : (
          <Select
            size="small"
            showSearch
            optionFilterProp="label"
            aria-label={t('project.binding.signal')}
            value={widget.data.signalId || undefined}
            onChange={bindOne}
            options={list.map((s) => ({
              value: s.signalId,
              label: `${s.signalTitle}${s.unit ? ` (${s.unit})` : ''}`,
            }))}
          />
        )
      ) : null}
      <Button size="small" onClick={clear}>
        {t('project.binding.clear')}
      </Button>
    </div>
  );
}
