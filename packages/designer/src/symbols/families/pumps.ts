import type { Bilingual } from '@lf/protocol';
import type { SymbolDefinition, SymbolShape } from '../model';
import { circle, detail, label, path, port, rect, symbolFamily } from '../styles';

const PUMP_WORDS = ['pump', '泵'];

const pumpSymbol = symbolFamily('pumps', { kind: 'machine', viewBox: { width: 100, height: 100 } });

/** A pump casing (circle on a foot, discharge nozzle top right) with its own inner marks. */
function pump(id: string, name: Bilingual, inner: SymbolShape[], keywords: string[] = []) {
  const casing = [path('M30 82 L18 97 H82 L70 82 Z'), rect(50, 16, 48, 16), circle(50, 52, 34)];
  const ports = [port('suction', 2, 52, 'left'), port('discharge', 98, 24, 'right')];
  return pumpSymbol({
    id,
    name,
    keywords: [...PUMP_WORDS, ...keywords],
    shapes: [...casing, ...inner],
    ports,
  });
}

export const PUMPS: readonly SymbolDefinition[] = [
  pump('pump-centrifugal', { zh: '离心泵', en: 'Centrifugal pump' }, [
    detail('M36 34 L72 52 L36 70'),
  ]),
  pump(
    'pump-positive-displacement',
    { zh: '容积泵', en: 'Positive-displacement pump' },
    [rect(36, 40, 28, 24, 0, 'detail')],
    ['PD'],
  ),
  pump('pump-gear', { zh: '齿轮泵', en: 'Gear pump' }, [
    circle(40, 52, 10, 'detail'),
    circle(60, 52, 10, 'detail'),
  ]),
  pump('pump-screw', { zh: '螺杆泵', en: 'Screw pump' }, [
    detail('M24 52 Q30 40 36 52 T48 52 T60 52 T72 52 T78 52'),
  ]),
  pump('pump-diaphragm', { zh: '隔膜泵', en: 'Diaphragm pump' }, [
    detail('M30 60 Q50 30 70 60'),
    detail('M50 45 V70'),
  ]),
  pump('pump-peristaltic', { zh: '蠕动泵', en: 'Peristaltic pump' }, [
    circle(50, 52, 18, 'detail'),
    circle(50, 34, 5, 'detail'),
    circle(50, 70, 5, 'detail'),
  ]),
  pump('pump-piston', { zh: '柱塞泵', en: 'Piston pump' }, [
    rect(30, 46, 30, 12, 0, 'detail'),
    detail('M60 52 H76'),
  ]),
  pump('pump-vacuum', { zh: '真空泵', en: 'Vacuum pump' }, [label(50, 53, 'V', 28)]),
  pump(
    'pump-dosing',
    { zh: '计量泵', en: 'Dosing pump' },
    [label(50, 53, 'D', 28)],
    ['metering', '加药'],
  ),
  pump(
    'pump-jet',
    { zh: '喷射泵', en: 'Jet pump' },
    [detail('M28 44 H56 L72 52 L56 60 H28')],
    ['ejector'],
  ),
  pumpSymbol({
    id: 'pump-submersible',
    name: { zh: '潜水泵', en: 'Submersible pump' },
    keywords: [...PUMP_WORDS, 'sump'],
    viewBox: { width: 60, height: 100 },
    shapes: [
      rect(22, 2, 16, 20),
      rect(10, 22, 40, 70, 8),
      detail('M10 52 H50'),
      label(30, 38, 'M', 16),
      detail('M18 62 L30 80 L42 62'),
    ],
    ports: [port('discharge', 30, 2, 'up')],
  }),
  pumpSymbol({
    id: 'pump-vertical-inline',
    name: { zh: '立式管道泵', en: 'Vertical in-line pump' },
    keywords: [...PUMP_WORDS, 'inline'],
    shapes: [
      rect(38, 2, 24, 26, 3),
      label(50, 15, 'M', 14),
      rect(2, 62, 96, 14),
      circle(50, 64, 26),
      detail('M38 52 L64 64 L38 76'),
    ],
    ports: [port('suction', 2, 69, 'left'), port('discharge', 98, 69, 'right')],
  }),
];
