import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignalView } from '@lf/protocol';
import type { LiveValue } from '../../../api/liveValues';
import { formatValue } from '../detail/format';

/** A value's colour: red in alarm, grey when unknown or of bad quality, else the text's. */
function valueColour(signal: SignalView, held: LiveValue | undefined): string | undefined {
  if (signal.alarm) return '#cf1322';
  if (!held || held.quality === 'bad') return '#8c8c8c';
  return undefined;
}

/** The key values of an equipment card, two to a row, each with its name and unit. */
export function CardKeyValues({
  signals,
  values,
}: {
  signals: readonly SignalView[];
  values: ReadonlyMap<string, LiveValue>;
}) {
  const { t } = useTranslation();
  const texts = {
    on: t('monitor.signal.on'),
    off: t('monitor.signal.off'),
    none: t('monitor.signal.noValue'),
  };
  return (
    <dl className="lf-card-values">
      {signals.map((signal) => {
        const held = values.get(signal.signalId);
        return (
          <div
            key={signal.signalId}
            className="lf-card-values__item"
            data-testid="key-value"
            data-signal-name={signal.name}
          >
            <dt>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                {signal.name}
              </Typography.Text>
            </dt>
            <dd style={{ color: valueColour(signal, held) }}>
              <span className="lf-card-values__number">
                {formatValue(signal, held?.value, texts)}
              </span>
              {held && signal.unit && signal.dataType !== 'bool' ? (
                <span className="lf-card-values__unit">{signal.unit}</span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
