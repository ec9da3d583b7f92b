import type { Bilingual } from '@lf/protocol';
import type { SymbolDefinition, SymbolShape } from '../model';
import type { SymbolKind } from '../styles';
import { circle, detail, label, path, rect, symbolFamily } from '../styles';

const indicatorSymbol = symbolFamily('indicators', {
  viewBox: { width: 40, height: 40 },
  ports: [],
});

function indicator(
  id: string,
  name: Bilingual,
  kind: SymbolKind,
  shapes: SymbolShape[],
  keywords: string[] = [],
) {
  return indicatorSymbol({ id, name, kind, keywords: ['status', '状态', ...keywords], shapes });
}

export const INDICATORS: readonly SymbolDefinition[] = [
  indicator(
    'lamp-round',
    { zh: '圆形指示灯', en: 'Round lamp' },
    'lamp',
    [circle(20, 20, 17), circle(20, 20, 11, 'detail')],
    ['lamp', 'light', '指示灯'],
  ),
  indicator(
    'lamp-square',
    { zh: '方形指示灯', en: 'Square lamp' },
    'lamp',
    [rect(3, 3, 34, 34, 4), rect(10, 10, 20, 20, 2, 'detail')],
    ['lamp', 'light', '指示灯'],
  ),
  indicator(
    'lamp-run',
    { zh: '运行指示', en: 'Run indicator' },
    'lamp',
    [rect(2, 8, 36, 24, 12), label(20, 20, 'RUN', 10)],
    ['lamp', 'run', '运行'],
  ),
  indicator(
    'alarm-badge',
    { zh: '报警标记', en: 'Alarm badge' },
    'alarm',
    [path('M20 3 L38 36 H2 Z'), label(20, 25, '!', 18)],
    ['alarm', '报警', 'warning'],
  ),
  indicator(
    'alarm-bell',
    { zh: '报警铃', en: 'Alarm bell' },
    'alarm',
    [path('M8 30 Q10 8 20 6 Q30 8 32 30 Z'), rect(4, 30, 32, 4, 2), circle(20, 37, 3)],
    ['alarm', 'bell', '铃'],
  ),
  indicator(
    'alarm-horn',
    { zh: '声光报警器', en: 'Horn and beacon' },
    'alarm',
    [rect(4, 14, 10, 14, 1), path('M14 14 L34 4 V38 L14 28 Z'), detail('M20 21 H30')],
    ['alarm', 'siren', '声光'],
  ),
  indicator(
    'beacon',
    { zh: '警示灯', en: 'Beacon' },
    'lamp',
    [
      path('M8 32 V18 A12 12 0 0 1 32 18 V32 Z'),
      rect(4, 32, 32, 6, 1),
      detail('M20 2 V0 M6 8 L3 5 M34 8 L37 5'),
    ],
    ['strobe', '警示'],
  ),
  indicator(
    'comm-status',
    { zh: '通讯状态', en: 'Communication status' },
    'lamp',
    [rect(3, 10, 34, 20, 3), detail('M8 20 H14 L17 14 L23 26 L26 20 H32')],
    ['communication', 'link', '通讯', '在线'],
  ),
  indicator(
    'mode-tag',
    { zh: '手自动标记', en: 'Hand/auto tag' },
    'machine',
    [rect(2, 8, 36, 24, 3), label(20, 20, 'H/A', 11)],
    ['manual', 'auto', '手动', '自动'],
  ),
];
