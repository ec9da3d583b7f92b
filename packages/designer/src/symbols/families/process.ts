import type { Bilingual } from '@lf/protocol';
import type { SymbolDefinition, SymbolPort, SymbolShape } from '../model';
import { circle, detail, label, path, port, rect, symbolFamily, type SymbolDraft } from '../styles';

const THROUGH: SymbolPort[] = [port('in', 2, 50, 'left'), port('out', 98, 50, 'right')];

const processSymbol = symbolFamily('process', {
  kind: 'machine',
  keywords: [],
  viewBox: { width: 100, height: 100 },
  ports: THROUGH,
});

/** Most process equipment is a machine drawn in a square with its flow passing through. */
function equipment(
  id: string,
  name: Bilingual,
  shapes: SymbolShape[],
  options: Partial<Pick<SymbolDraft, 'kind' | 'keywords' | 'viewBox' | 'ports'>> = {},
) {
  return processSymbol({ id, name, shapes, ...options });
}

const FAN_BLADES = detail('M50 50 L50 26 M50 50 L71 62 M50 50 L29 62');

export const PROCESS: readonly SymbolDefinition[] = [
  equipment(
    'heat-exchanger-shell-tube',
    { zh: '管壳式换热器', en: 'Shell-and-tube heat exchanger' },
    [rect(2, 30, 96, 40, 20), detail('M14 42 H70 Q84 50 70 58 H14')],
    {
      kind: 'measurement',
      keywords: ['heat exchanger', '换热', 'HX'],
      ports: [
        port('tube-in', 2, 50, 'left'),
        port('shell-in', 30, 30, 'up'),
        port('shell-out', 70, 70, 'down'),
        port('tube-out', 98, 50, 'right'),
      ],
    },
  ),
  equipment(
    'heat-exchanger-plate',
    { zh: '板式换热器', en: 'Plate heat exchanger' },
    [rect(20, 10, 60, 80, 4), detail('M32 16 V84 M44 16 V84 M56 16 V84 M68 16 V84')],
    {
      kind: 'measurement',
      keywords: ['heat exchanger', '换热', 'PHE'],
      ports: [
        port('hot-in', 20, 22, 'left'),
        port('hot-out', 20, 78, 'left'),
        port('cold-in', 80, 78, 'right'),
        port('cold-out', 80, 22, 'right'),
      ],
    },
  ),
  equipment(
    'heat-exchanger-coil',
    { zh: '盘管加热器', en: 'Coil heater' },
    [circle(50, 50, 40), detail('M10 50 L24 30 L38 70 L52 30 L66 70 L80 30 L90 50')],
    { kind: 'measurement', keywords: ['heater', '加热'] },
  ),
  equipment(
    'air-cooler',
    { zh: '空冷器', en: 'Air cooler' },
    [
      rect(2, 40, 96, 20, 2),
      detail('M12 50 H88'),
      circle(50, 78, 14),
      detail('M36 78 H64 M50 64 V92'),
    ],
    { keywords: ['fin fan', '冷却'] },
  ),
  equipment(
    'cooling-tower',
    { zh: '冷却塔', en: 'Cooling tower' },
    [path('M20 96 Q32 50 26 12 H74 Q68 50 80 96 Z'), circle(50, 12, 10), detail('M26 60 H74')],
    {
      keywords: ['cooling', '凉水塔'],
      ports: [port('in', 26, 40, 'left'), port('out', 80, 90, 'right')],
    },
  ),
  equipment(
    'boiler',
    { zh: '锅炉', en: 'Boiler' },
    [rect(10, 20, 80, 76, 6), rect(20, 4, 60, 16, 8), detail('M30 80 Q40 60 50 80 Q60 60 70 80')],
    {
      keywords: ['steam', '蒸汽'],
      ports: [port('feed', 10, 60, 'left'), port('steam', 50, 4, 'up')],
    },
  ),
  equipment(
    'filter',
    { zh: '过滤器', en: 'Filter' },
    [path('M50 6 L94 50 L50 94 L6 50 Z'), detail('M50 6 V94'), detail('M30 30 V70 M70 30 V70')],
    {
      kind: 'measurement',
      keywords: ['filter', '滤', 'dP'],
      ports: [port('in', 6, 50, 'left'), port('out', 94, 50, 'right')],
    },
  ),
  equipment(
    'filter-bag',
    { zh: '袋式过滤器', en: 'Bag filter' },
    [
      rect(20, 6, 60, 70, 4),
      path('M20 76 L50 98 L80 76 Z'),
      detail('M34 16 V66 M50 16 V66 M66 16 V66'),
    ],
    {
      kind: 'measurement',
      keywords: ['dust', 'baghouse', '除尘'],
      ports: [port('in', 20, 40, 'left'), port('out', 80, 14, 'right')],
    },
  ),
  equipment(
    'strainer-y',
    { zh: 'Y型过滤器', en: 'Y-strainer' },
    [rect(2, 40, 96, 20, 2), path('M40 60 L70 94 L82 84 L56 60 Z'), detail('M50 64 L74 90')],
    { kind: 'measurement', keywords: ['strainer', '过滤'] },
  ),
  equipment(
    'cyclone',
    { zh: '旋风分离器', en: 'Cyclone' },
    [path('M20 8 H80 V40 L56 92 H44 L20 40 Z'), detail('M40 8 V30 H60 V8')],
    {
      kind: 'measurement',
      keywords: ['separator', '分离'],
      ports: [port('in', 20, 20, 'left'), port('gas', 50, 8, 'up'), port('solids', 50, 92, 'down')],
    },
  ),
  equipment(
    'compressor-centrifugal',
    { zh: '离心压缩机', en: 'Centrifugal compressor' },
    [path('M10 20 L90 36 V64 L10 80 Z'), detail('M30 40 V60 M50 42 V58')],
    {
      keywords: ['compressor', '压缩机'],
      ports: [port('suction', 10, 50, 'left'), port('discharge', 90, 50, 'right')],
    },
  ),
  equipment(
    'compressor-reciprocating',
    { zh: '往复式压缩机', en: 'Reciprocating compressor' },
    [rect(10, 30, 56, 40, 4), rect(66, 42, 28, 16), detail('M20 50 H56 M38 38 V62')],
    {
      keywords: ['compressor', '压缩机', 'piston'],
      ports: [port('suction', 10, 50, 'left'), port('discharge', 94, 50, 'right')],
    },
  ),
  equipment(
    'compressor-screw',
    { zh: '螺杆压缩机', en: 'Screw compressor' },
    [rect(8, 24, 84, 52, 10), detail('M16 50 Q24 34 32 50 T48 50 T64 50 T80 50 T88 50')],
    { keywords: ['compressor', '压缩机'] },
  ),
  equipment('fan', { zh: '风机', en: 'Fan' }, [circle(50, 50, 40), FAN_BLADES], {
    keywords: ['ventilator', '风扇'],
  }),
  equipment(
    'blower',
    { zh: '鼓风机', en: 'Blower' },
    [rect(50, 10, 46, 20), circle(50, 54, 36), detail('M30 54 L50 34 L70 54 L50 74 Z')],
    {
      keywords: ['air', '鼓风'],
      ports: [port('suction', 14, 54, 'left'), port('discharge', 96, 20, 'right')],
    },
  ),
  equipment(
    'fan-axial',
    { zh: '轴流风机', en: 'Axial fan' },
    [rect(10, 24, 80, 52, 4), detail('M50 30 V70 M40 34 L60 66 M60 34 L40 66')],
    { keywords: ['fan', '风机'] },
  ),
  equipment(
    'mixer',
    { zh: '搅拌器', en: 'Mixer' },
    [
      rect(36, 2, 28, 22, 3),
      label(50, 13, 'M', 14),
      detail('M50 24 V88 M30 80 L50 88 L70 80 M30 96 L50 88 L70 96'),
    ],
    { keywords: ['agitator', 'stirrer', '搅拌'], ports: [] },
  ),
  equipment(
    'mixer-static',
    { zh: '静态混合器', en: 'Static mixer' },
    [rect(2, 34, 96, 32, 2), detail('M14 34 L26 66 L38 34 L50 66 L62 34 L74 66 L86 34')],
    { kind: 'measurement', keywords: ['mixer', '混合'] },
  ),
  equipment(
    'motor',
    { zh: '电动机', en: 'Motor' },
    [circle(44, 50, 36), rect(80, 44, 18, 12), label(44, 51, 'M', 30)],
    { keywords: ['drive', '电机'], ports: [] },
  ),
  equipment(
    'dryer-rotary',
    { zh: '回转干燥机', en: 'Rotary dryer' },
    [
      path('M4 34 L96 46 V70 L4 58 Z'),
      detail('M26 38 V62 M50 41 V65 M74 44 V68'),
      detail('M20 66 V84 M80 72 V90'),
    ],
    {
      keywords: ['kiln', 'drum', '干燥'],
      ports: [port('feed', 4, 46, 'left'), port('discharge', 96, 58, 'right')],
    },
  ),
];
