import { Card } from 'antd';
import { EChart, type ChartOption } from './EChart';

/** A titled card holding one chart, the chart named by the same title for screen readers. */
export function ChartCard({
  title,
  option,
  height,
  testId,
}: {
  title: string;
  option: ChartOption;
  height: number;
  testId?: string;
}) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <EChart label={title} option={option} replace height={height} />
    </Card>
  );
}
