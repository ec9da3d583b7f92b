import type { SignalRef, Widget } from '@lf/designer';

/** The signals a chart shows: its report's, its list's, or its single signal. */
export function boundSignals(widget: Widget): SignalRef[] {
  const { data } = widget;
  if (data.type === 'report' && data.reportSignalArray.length > 0)
    return [...data.reportSignalArray];
  if (data.signalArray.length > 0) return [...data.signalArray];
  if (data.signalId !== '') {
    return [
      {
        signalId: data.signalId,
        equipId: data.equipId,
        signalTitle: data.title || data.signalId,
        equipTitle: data.subTitle,
      },
    ];
  }
  return [];
}

export const CHART_PALETTE = [
  '#5470C6',
  '#91CC75',
  '#FAC858',
  '#EE6666',
  '#73C0DE',
  '#3BA272',
  '#FC8452',
  '#9A60B4',
  '#EA7CCC',
  '#409EFF',
];
