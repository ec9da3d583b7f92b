import { Button, Select } from 'antd';
import {
  SYMBOL_CATALOGUE,
  SYMBOL_FAMILIES,
  SYMBOL_FAMILY_LABELS,
  addonOf,
  defaultStateRules,
  stateRulesOf,
  symbolById,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import type { AddonPanelProps } from '../types';
import { StateRuleFields } from './StateRuleFields';

/**
 * The symbol's settings the generic form cannot show: which catalogue symbol it draws, and for
 * each of its named states the condition that shows it ("running when run_fb = 1"). A rule reads
 * the widget's own signal unless it names another signal of the same equipment.
 */
export function SymbolStatesPanel({ widget, onChange }: AddonPanelProps) {
  const { t, i18n } = useTranslation();
  const addon = addonOf(widget, 'ProcessSymbol');
  if (!addon) return null;
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const symbol = symbolById(addon.symbolId);
  const rules = stateRulesOf(addon).filter((rule) =>
    symbol?.states.some((state) => state.name === rule.state),
  );
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
      <StateRuleFields widget={widget} rules={rules} onRules={(states) => onChange({ states })} />
      <Button size="small" onClick={() => onChange({ states: defaultStateRules(addon.symbolId) })}>
        {t('project.symbols.resetStates')}
      </Button>
    </div>
  );
}
