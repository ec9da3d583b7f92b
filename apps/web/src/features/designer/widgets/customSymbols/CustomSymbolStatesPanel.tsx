import { Button } from 'antd';
import { addonOf, customRulesOf, customStateRules } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import type { AddonPanelProps } from '../types';
import { StateRuleFields } from '../symbols/StateRuleFields';
import { useCustomSymbol } from './store';

/**
 * A placed custom symbol's state conditions, as a built-in symbol's: each named state of the
 * organisation's symbol starts with the condition its author gave it, and this widget may
 * override it (another value, another signal, switched off) without changing the symbol.
 */
export function CustomSymbolStatesPanel({ widget, onChange }: AddonPanelProps) {
  const { t } = useTranslation();
  const addon = addonOf(widget, 'CustomSymbol');
  const symbol = useCustomSymbol(addon?.symbolId ?? '');
  if (!addon || !symbol) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <StateRuleFields
        widget={widget}
        rules={customRulesOf(addon, symbol)}
        onRules={(states) => onChange({ states })}
      />
      <Button size="small" onClick={() => onChange({ states: customStateRules(symbol) })}>
        {t('project.symbols.resetStates')}
      </Button>
    </div>
  );
}
