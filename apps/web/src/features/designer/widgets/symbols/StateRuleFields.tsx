import { Input, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { COMPARISON_SYMBOLS, SYMBOL_STATE_LABELS, type StateRule, type Widget } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { useDesignerEnv } from '../../env';

interface StateRuleFieldsProps {
  /** The symbol widget whose equipment offers the signals a rule may read. */
  readonly widget: Widget;
  readonly rules: readonly StateRule[];
  /** Every rule, one of them edited. */
  readonly onRules: (rules: StateRule[]) => void;
}

/**
 * One row per named state of a placed symbol, built-in or custom: whether it is on, the signal
 * it reads (the widget's own unless another signal of the same equipment is chosen), and the
 * condition that shows it ("running when run_fb = 1").
 */
export function StateRuleFields({ widget, rules, onRules }: StateRuleFieldsProps) {
  const { t, i18n } = useTranslation();
  const env = useDesignerEnv();
  const equipmentId = widget.data.equipId;
  const signals = useQuery({
    queryKey: ['designer', env.scope, 'equipment', equipmentId],
    queryFn: () => env.signalsOfEquipment(equipmentId),
    enabled: equipmentId !== '',
  });
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const setRule = (index: number, patch: Partial<StateRule>) =>
    onRules(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const signalOptions = [
    { value: '', label: t('project.symbols.ownSignal') },
    ...(signals.data ?? []).map((signal) => ({
      value: signal.signalId,
      label: signal.signalTitle,
    })),
  ];
  return (
    <>
      <div style={{ fontWeight: 600 }}>{t('project.symbols.states')}</div>
      {rules.map((rule, index) => {
        const name = SYMBOL_STATE_LABELS[rule.state][language];
        return (
          <fieldset
            key={rule.state}
            aria-label={name}
            // A fieldset is as wide as its content by default: minWidth 0 lets a long signal
            // name shrink inside the panel instead of pushing the value out of sight.
            style={{
              border: '1px solid #f0f0f0',
              borderRadius: 4,
              padding: 6,
              margin: 0,
              minWidth: 0,
            }}
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
    </>
  );
}
