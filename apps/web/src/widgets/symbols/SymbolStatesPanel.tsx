import { Button, Input, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  COMPARISON_SYMBOLS,
  SYMBOL_CATALOGUE,
  SYMBOL_FAMILIES,
  SYMBOL_FAMILY_LABELS,
  SYMBOL_STATE_LABELS,
  addonOf,
  defaultStateRules,
  stateRulesOf,
  symbolById,
  type StateRule,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { useDesignerEnv } from '../../designer/env';
import type { AddonPanelProps } from '../types';

/**
 * The symbol's settings the generic form cannot show: which catalogue symbol it draws, and for
 * each of its named states the condition that shows it ("running when run_fb = 1"). A rule reads
 * the widget's own signal unless it names another signal of the same equipment.
 */
export function SymbolStatesPanel({ widget, onChange }: AddonPanelProps) {
  const { t, i18n } = useTranslation();
  const env = useDesignerEnv();
  const addon = addonOf(widget, 'ProcessSymbol');
  const equipmentId = widget.data.equipId;
  const signals = useQuery({
    queryKey: ['designer', env.scope, 'equipment', equipmentId],
    queryFn: () => env.signalsOfEquipment(equipmentId),
    enabled: equipmentId !== '',
  });
  if (!addon) return null;
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const symbol = symbolById(addon.symbolId);
  const rules = stateRulesOf(addon).filter((rule) =>
    symbol?.states.some((state) => state.name === rule.state),
  );
  const setRule = (index: number, patch: Partial<StateRule>) =>
    onChange({ states: rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)) });
  const signalOptions = [
    { value: '', label: t('project.symbols.ownSignal') },
    ...(signals.data ?? []).map((signal) => ({
      value: signal.signalId,
      label: signal.signalTitle,
    })),
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span>{t('project.symbols.symbol')}</span>
        <Select
          size="small"
          showSearch
          optionFilterProp="label"
          aria-label={t('project.symbols.symbol')}
          value={addon.symbolId}
          onChange={(symbolId: string) =>
            onChange({ symbolId, states: defaultStateRules(symbolId) })
          }
          options={SYMBOL_FAMILIES.map((family) => ({
            label: SYMBOL_FAMILY_LABELS[family][language],
            options: SYMBOL_CATALOGUE.filter((entry) => entry.family === family).map((entry) => ({
              value: entry.id,
              label: entry.name[language],
            })),
          }))}
        />
      </label>
      <div style={{ fontWeight: 600 }}>{t('project.symbols.states')}</div>
      {rules.map((rule, index) => {
        const name = SYMBOL_STATE_LABELS[rule.state][language];
        return (
          <fieldset
            key={rule.state}
            aria-label={name}
            style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: 6, margin: 0 }}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4 }}>
              <Switch
                size="small"
                aria-label={t('project.symbols.enable', { state: name })}
                checked={rule.enable}
                onChange={(enable) => setRule(index, { enable })}
              />
              <span>{name}</span>
            </div>
            <div style={{ display: 'flex', gap: 4 }}>
              <Select
                size="small"
                style={{ flex: 2, minWidth: 0 }}
                aria-label={t('project.symbols.signal', { state: name })}
                value={rule.signalId}
                onChange={(signalId: string) => {
                  const signal = signals.data?.find((s) => s.signalId === signalId);
                  setRule(index, {
                    signalId,
                    equipId: signal ? signal.equipId : '',
                    signalTitle: signal ? signal.signalTitle : '',
                  });
                }}
                options={
                  rule.signalId !== '' && !signalOptions.some((o) => o.value === rule.signalId)
                    ? [
                        ...signalOptions,
                        { value: rule.signalId, label: rule.signalTitle || rule.signalId },
                      ]
                    : signalOptions
                }
              />
              <Select
                size="small"
                style={{ width: 52 }}
                aria-label={t('project.symbols.comparison', { state: name })}
                value={rule.symbol}
                onChange={(comparison: StateRule['symbol']) =>
                  setRule(index, { symbol: comparison })
                }
                options={COMPARISON_SYMBOLS.map((value) => ({ value, label: value }))}
              />
              <Input
                size="small"
                style={{ width: 56 }}
                aria-label={t('project.symbols.value', { state: name })}
                value={rule.value}
                onChange={(event) => setRule(index, { value: event.target.value })}
              />
            </div>
          </fieldset>
        );
      })}
      <Button size="small" onClick={() => onChange({ states: defaultStateRules(addon.symbolId) })}>
        {t('project.symbols.resetStates')}
      </Button>
    </div>
  );
}
