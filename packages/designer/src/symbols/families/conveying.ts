import type { Bilingual } from '@lf/protocol';
import type { SymbolDefinition, SymbolPort, SymbolShape } from '../model';
import { circle, detail, path, port, rect, symbolFamily } from '../styles';

const BELT = { width: 160, height: 60 };
/** The belt around its two drums, shared by the belt conveyor and the weigh feeder. */
const BELT_LOOP = path('M20 16 H140 A14 14 0 0 1 140 44 H20 A14 14 0 0 1 20 16 Z');
const ENDS: SymbolPort[] = [port('feed', 2, 30, 'left'), port('discharge', 158, 30, 'right')];

const conveyingSymbol = symbolFamily('conveying', { kind: 'machine' });

/** A horizontal conveyor: fed at its left end, discharging at its right. */
function conveyor(id: string, name: Bilingual, shapes: SymbolShape[], keywords: string[] = []) {
  const words = ['conveyor', '输送', ...keywords];
  return conveyingSymbol({ id, name, keywords: words, viewBox: BELT, shapes, ports: ENDS });
}

export const CONVEYING: readonly SymbolDefinition[] = [
  conveyor(
    'conveyor-belt',
    { zh: '皮带输送机', en: 'Belt conveyor' },
    [BELT_LOOP, circle(20, 30, 8, 'detail'), circle(140, 30, 8, 'detail')],
    ['belt', '皮带'],
  ),
  conveyor(
    'conveyor-screw',
    { zh: '螺旋输送机', en: 'Screw conveyor' },
    [
      rect(4, 16, 152, 28, 4),
      detail(
        'M10 30 L20 18 L30 42 L40 18 L50 42 L60 18 L70 42 L80 18 L90 42 L100 18 L110 42 L120 18 L130 42 L140 18 L150 30',
      ),
    ],
    ['screw', 'auger', '螺旋'],
  ),
  conveyor(
    'conveyor-roller',
    { zh: '辊道输送机', en: 'Roller conveyor' },
    [
      rect(4, 24, 152, 12, 2),
      circle(20, 30, 5, 'detail'),
      circle(50, 30, 5, 'detail'),
      circle(80, 30, 5, 'detail'),
      circle(110, 30, 5, 'detail'),
      circle(140, 30, 5, 'detail'),
    ],
    ['roller', '辊'],
  ),
  conveyor(
    'conveyor-chain',
    { zh: '链式输送机', en: 'Chain conveyor' },
    [
      rect(4, 18, 152, 24, 12),
      detail('M16 24 H144 M16 36 H144 M40 24 V36 M70 24 V36 M100 24 V36 M130 24 V36'),
    ],
    ['chain', 'drag', '刮板'],
  ),
  conveyor(
    'feeder-weigh',
    { zh: '称重给料机', en: 'Weigh feeder' },
    [BELT_LOOP, path('M70 44 L80 58 L90 44 Z'), detail('M60 16 V8 H100 V16')],
    ['feeder', 'weigh', '给料', '称重'],
  ),
  conveyor(
    'feeder-vibrating',
    { zh: '振动给料机', en: 'Vibrating feeder' },
    [
      path('M4 14 H150 L156 30 H10 Z'),
      detail('M30 30 L26 40 L34 46 L26 52 M120 30 L116 40 L124 46 L116 52'),
    ],
    ['feeder', 'vibrating', '振动'],
  ),
  conveyingSymbol({
    id: 'bucket-elevator',
    name: { zh: '斗式提升机', en: 'Bucket elevator' },
    keywords: ['elevator', '提升机', 'conveyor'],
    viewBox: { width: 60, height: 160 },
    shapes: [
      rect(14, 4, 32, 152, 14),
      detail(
        'M22 20 V140 M38 20 V140 M38 40 H46 M38 70 H46 M38 100 H46 M14 60 H22 M14 90 H22 M14 120 H22',
      ),
    ],
    ports: [port('feed', 14, 140, 'left'), port('discharge', 46, 16, 'right')],
  }),
  conveyingSymbol({
    id: 'feeder-rotary',
    name: { zh: '星型给料阀', en: 'Rotary feeder' },
    keywords: ['rotary valve', 'airlock', '星型', 'feeder'],
    viewBox: { width: 80, height: 80 },
    shapes: [
      rect(8, 8, 64, 64, 4),
      circle(40, 40, 24),
      detail('M40 16 V64 M16 40 H64 M23 23 L57 57 M57 23 L23 57'),
    ],
    ports: [port('inlet', 40, 8, 'up'), port('outlet', 40, 72, 'down')],
  }),
  conveyingSymbol({
    id: 'hopper',
    kind: 'vessel',
    name: { zh: '料斗', en: 'Hopper' },
    keywords: ['hopper', 'bin', '料斗', 'level'],
    viewBox: { width: 100, height: 100 },
    shapes: [path('M4 6 H96 V40 L60 86 V96 H40 V86 L4 40 Z')],
    level: { x: 4, y: 6, width: 92, height: 90 },
    ports: [port('inlet', 50, 6, 'up'), port('outlet', 50, 96, 'down')],
  }),
  conveyingSymbol({
    id: 'chute',
    kind: 'alarm',
    name: { zh: '溜槽', en: 'Chute' },
    keywords: ['chute', '溜槽', 'blockage'],
    viewBox: { width: 80, height: 100 },
    shapes: [path('M4 4 H40 L76 80 V96 H52 L20 30 H4 Z')],
    ports: [port('inlet', 22, 4, 'up'), port('outlet', 64, 96, 'down')],
  }),
  conveyingSymbol({
    id: 'crusher',
    name: { zh: '破碎机', en: 'Crusher' },
    keywords: ['crusher', 'mill', '破碎'],
    viewBox: { width: 100, height: 100 },
    shapes: [
      path('M4 8 H96 L70 70 H30 Z'),
      circle(38, 44, 14, 'detail'),
      circle(62, 44, 14, 'detail'),
      rect(30, 70, 40, 24),
    ],
    ports: [port('inlet', 50, 8, 'up'), port('outlet', 50, 94, 'down')],
  }),
];
