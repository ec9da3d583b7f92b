import type { Bilingual } from '@lf/protocol';
import type { SymbolDefinition, SymbolPort, SymbolShape } from '../model';
import { circle, detail, label, path, port, rect, symbolFamily } from '../styles';

const BOWTIE = path('M2 52 L50 70 L2 88 Z M98 52 L50 70 L98 88 Z');
const STEM = detail('M50 70 V30');
/** A diaphragm actuator's dome on the stem (control and pressure-reducing valves). */
const ACTUATOR = path('M26 32 A24 22 0 0 1 74 32 Z');
/** An angle body: in from below, out to the right (safety and angle valves). */
const ANGLE_BODY = path('M32 98 L50 60 L68 98 Z M98 42 L50 60 L98 78 Z');
const ANGLE_PORTS = [port('in', 50, 98, 'down'), port('out', 98, 60, 'right')];
const INLINE: SymbolPort[] = [port('in', 2, 70, 'left'), port('out', 98, 70, 'right')];

const valveSymbol = symbolFamily('valves', { kind: 'valve', viewBox: { width: 100, height: 100 } });

function valve(
  id: string,
  name: Bilingual,
  shapes: SymbolShape[],
  keywords: string[] = [],
  ports: SymbolPort[] = INLINE,
) {
  return valveSymbol({ id, name, keywords: ['valve', '阀', ...keywords], shapes, ports });
}

export const VALVES: readonly SymbolDefinition[] = [
  valve('valve-gate', { zh: '闸阀', en: 'Gate valve' }, [BOWTIE, STEM, detail('M34 30 H66')]),
  valve('valve-globe', { zh: '截止阀', en: 'Globe valve' }, [
    BOWTIE,
    circle(50, 70, 7),
    STEM,
    detail('M34 30 H66'),
  ]),
  valve('valve-ball', { zh: '球阀', en: 'Ball valve' }, [BOWTIE, circle(50, 70, 12)]),
  valve('valve-butterfly', { zh: '蝶阀', en: 'Butterfly valve' }, [
    rect(14, 50, 6, 40),
    rect(80, 50, 6, 40),
    circle(50, 70, 16),
    detail('M38 82 L62 58'),
  ]),
  valve(
    'valve-control',
    { zh: '调节阀', en: 'Control valve' },
    [BOWTIE, STEM, ACTUATOR],
    ['FCV', 'regulating', '气动'],
  ),
  valve(
    'valve-check',
    { zh: '止回阀', en: 'Check valve' },
    [path('M2 52 L80 70 L2 88 Z'), rect(82, 50, 6, 40)],
    ['non-return', '单向'],
  ),
  valve(
    'valve-three-way',
    { zh: '三通阀', en: 'Three-way valve' },
    [
      path('M2 40 L50 58 L2 76 Z M98 40 L50 58 L98 76 Z M32 98 L50 58 L68 98 Z'),
      detail('M50 58 V24'),
      path('M30 24 A20 16 0 0 1 70 24 Z'),
    ],
    ['3-way', 'diverting'],
    [port('in', 2, 58, 'left'), port('out-a', 98, 58, 'right'), port('out-b', 50, 98, 'down')],
  ),
  valve(
    'valve-four-way',
    { zh: '四通阀', en: 'Four-way valve' },
    [
      path(
        'M2 32 L50 50 L2 68 Z M98 32 L50 50 L98 68 Z M32 98 L50 50 L68 98 Z M32 2 L50 50 L68 2 Z',
      ),
    ],
    ['4-way'],
    [
      port('in', 2, 50, 'left'),
      port('out', 98, 50, 'right'),
      port('up', 50, 2, 'up'),
      port('down', 50, 98, 'down'),
    ],
  ),
  valve('valve-needle', { zh: '针阀', en: 'Needle valve' }, [
    BOWTIE,
    STEM,
    path('M42 40 L50 60 L58 40 Z'),
  ]),
  valve('valve-plug', { zh: '旋塞阀', en: 'Plug valve' }, [BOWTIE, rect(42, 62, 16, 16)]),
  valve('valve-diaphragm', { zh: '隔膜阀', en: 'Diaphragm valve' }, [
    BOWTIE,
    detail('M30 56 Q50 36 70 56'),
    STEM,
  ]),
  valve('valve-knife-gate', { zh: '刀闸阀', en: 'Knife gate valve' }, [
    BOWTIE,
    STEM,
    rect(44, 22, 12, 14),
  ]),
  valve(
    'valve-solenoid',
    { zh: '电磁阀', en: 'Solenoid valve' },
    [BOWTIE, STEM, rect(34, 8, 32, 24, 2), label(50, 20, 'S', 16)],
    ['SOV'],
  ),
  valve(
    'valve-motorised',
    { zh: '电动阀', en: 'Motor-operated valve' },
    [BOWTIE, STEM, circle(50, 20, 14), label(50, 20, 'M', 16)],
    ['MOV', 'actuated'],
  ),
  valve(
    'valve-hand',
    { zh: '手动阀', en: 'Hand valve' },
    [BOWTIE, STEM, rect(28, 24, 44, 8, 4)],
    ['HV', 'handwheel'],
  ),
  valve(
    'valve-pressure-reducing',
    { zh: '减压阀', en: 'Pressure-reducing valve' },
    [BOWTIE, STEM, ACTUATOR, detail('M74 28 H90 V56')],
    ['PRV', 'PCV'],
  ),
  valve(
    'valve-safety',
    { zh: '安全阀', en: 'Safety relief valve' },
    [ANGLE_BODY, detail('M50 60 V44 L42 40 L58 34 L42 28 L58 22 L50 18 V8')],
    ['PSV', 'relief', '泄压'],
    ANGLE_PORTS,
  ),
  valve(
    'valve-angle',
    { zh: '角阀', en: 'Angle valve' },
    [ANGLE_BODY, detail('M50 60 V24'), detail('M36 24 H64')],
    [],
    ANGLE_PORTS,
  ),
];
