import type { SymbolDefinition } from '../model';
import { circle, detail, path, port, rect, symbolFamily } from '../styles';

const KEYWORDS = ['tank', 'vessel', '罐', 'level', '液位'];

/** A vessel: unless it names its own, it takes the tank keywords. */
const vessel = symbolFamily('vessels', { kind: 'vessel', keywords: KEYWORDS });

export const VESSELS: readonly SymbolDefinition[] = [
  vessel({
    id: 'tank-vertical',
    name: { zh: '立式储罐', en: 'Vertical tank' },
    viewBox: { width: 80, height: 120 },
    shapes: [path('M4 24 Q40 2 76 24 V116 H4 Z')],
    level: { x: 4, y: 8, width: 72, height: 108 },
    ports: [
      port('inlet', 40, 13, 'up'),
      port('outlet', 4, 108, 'left'),
      port('drain', 76, 108, 'right'),
    ],
  }),
  vessel({
    id: 'tank-open',
    name: { zh: '敞口水池', en: 'Open tank' },
    keywords: [...KEYWORDS, 'basin', 'pool', '水池'],
    viewBox: { width: 120, height: 80 },
    shapes: [path('M4 4 V76 H116 V4 H110 V70 H10 V4 Z'), rect(10, 4, 100, 66, 0, 'detail')],
    level: { x: 10, y: 4, width: 100, height: 66 },
    ports: [port('inlet', 4, 16, 'left'), port('outlet', 116, 64, 'right')],
  }),
  vessel({
    id: 'tank-cone-bottom',
    name: { zh: '锥底罐', en: 'Cone-bottom tank' },
    viewBox: { width: 80, height: 120 },
    shapes: [path('M4 20 Q40 2 76 20 V84 L46 110 H34 L4 84 Z')],
    level: { x: 4, y: 8, width: 72, height: 102 },
    ports: [port('inlet', 40, 11, 'up'), port('outlet', 40, 110, 'down')],
  }),
  vessel({
    id: 'tank-horizontal',
    name: { zh: '卧式储罐', en: 'Horizontal tank' },
    viewBox: { width: 140, height: 80 },
    shapes: [rect(4, 6, 132, 60, 30), detail('M30 66 V76 M110 66 V76 M22 76 H38 M102 76 H118')],
    level: { x: 4, y: 6, width: 132, height: 60 },
    ports: [port('inlet', 70, 6, 'up'), port('outlet', 70, 66, 'down')],
  }),
  vessel({
    id: 'vessel-vertical',
    name: { zh: '立式压力容器', en: 'Vertical pressure vessel' },
    keywords: [...KEYWORDS, 'drum', 'separator'],
    viewBox: { width: 70, height: 130 },
    shapes: [rect(6, 4, 58, 118, 28), detail('M14 122 L8 128 M56 122 L62 128')],
    level: { x: 6, y: 4, width: 58, height: 118 },
    ports: [
      port('inlet', 6, 36, 'left'),
      port('outlet', 35, 122, 'down'),
      port('vent', 35, 4, 'up'),
    ],
  }),
  vessel({
    id: 'vessel-horizontal',
    name: { zh: '卧式压力容器', en: 'Horizontal pressure vessel' },
    keywords: [...KEYWORDS, 'drum'],
    viewBox: { width: 150, height: 80 },
    shapes: [
      path('M30 6 H120 A26 30 0 0 1 120 66 H30 A26 30 0 0 1 30 6 Z'),
      path('M30 66 L24 78 H44 L38 66 Z M120 66 L114 78 H134 L128 66 Z'),
    ],
    level: { x: 4, y: 6, width: 142, height: 60 },
    ports: [port('inlet', 4, 36, 'left'), port('outlet', 146, 36, 'right')],
  }),
  vessel({
    id: 'silo',
    name: { zh: '料仓', en: 'Silo' },
    keywords: ['silo', '筒仓', 'bin', 'level', '料位'],
    viewBox: { width: 80, height: 140 },
    shapes: [path('M4 18 L40 4 L76 18 V96 L48 126 H32 L4 96 Z'), detail('M10 96 V136 M70 96 V136')],
    level: { x: 4, y: 4, width: 72, height: 122 },
    ports: [port('inlet', 40, 4, 'up'), port('outlet', 40, 126, 'down')],
  }),
  vessel({
    id: 'tank-sphere',
    name: { zh: '球罐', en: 'Spherical tank' },
    keywords: [...KEYWORDS, 'sphere', 'LPG'],
    viewBox: { width: 100, height: 110 },
    shapes: [circle(50, 46, 42), detail('M22 76 L16 108 M78 76 L84 108 M50 88 V108')],
    level: { x: 8, y: 4, width: 84, height: 84 },
    ports: [port('inlet', 50, 4, 'up'), port('outlet', 92, 46, 'right')],
  }),
  vessel({
    id: 'column',
    name: { zh: '塔器', en: 'Column' },
    keywords: ['column', 'tower', '塔', 'distillation', 'absorber'],
    viewBox: { width: 60, height: 160 },
    shapes: [
      rect(8, 4, 44, 152, 20),
      detail('M8 40 H40 M20 60 H52 M8 80 H40 M20 100 H52 M8 120 H40'),
    ],
    level: { x: 8, y: 4, width: 44, height: 152 },
    ports: [port('feed', 8, 70, 'left'), port('top', 30, 4, 'up'), port('bottom', 30, 156, 'down')],
  }),
  vessel({
    id: 'reactor',
    name: { zh: '反应釜', en: 'Jacketed reactor' },
    keywords: ['reactor', 'jacket', '釜', 'agitator'],
    viewBox: { width: 90, height: 130 },
    shapes: [
      rect(4, 30, 82, 94, 30),
      rect(37, 2, 16, 16, 2),
      detail('M45 18 V100 M30 100 H60'),
      detail('M12 60 H4 M78 60 H86'),
    ],
    level: { x: 4, y: 30, width: 82, height: 94 },
    ports: [port('inlet', 20, 36, 'up'), port('outlet', 45, 124, 'down')],
  }),
  vessel({
    id: 'clarifier',
    name: { zh: '沉淀池', en: 'Clarifier' },
    keywords: ['clarifier', 'settler', 'thickener', '沉淀'],
    viewBox: { width: 160, height: 70 },
    shapes: [
      path('M4 6 V40 L70 64 H90 L156 40 V6 H150 V36 L88 58 H72 L10 36 V6 Z'),
      detail('M80 6 V52'),
    ],
    level: { x: 10, y: 6, width: 140, height: 52 },
    ports: [
      port('inlet', 4, 12, 'left'),
      port('outlet', 156, 12, 'right'),
      port('sludge', 80, 64, 'down'),
    ],
  }),
  vessel({
    id: 'tank-underground',
    name: { zh: '地下集水井', en: 'Sump' },
    keywords: [...KEYWORDS, 'sump', 'pit', '集水'],
    viewBox: { width: 100, height: 100 },
    shapes: [
      detail('M0 20 H100 M6 20 L0 28 M26 20 L20 28 M74 20 L68 28 M94 20 L88 28'),
      path('M10 10 V96 H90 V10 H84 V90 H16 V10 Z'),
      rect(16, 10, 68, 80, 0, 'detail'),
    ],
    level: { x: 16, y: 10, width: 68, height: 80 },
    ports: [port('inlet', 10, 30, 'left'), port('outlet', 90, 30, 'right')],
  }),
];
