import type { Bilingual } from '@lf/protocol';
import type { SymbolDefinition, SymbolShape } from '../model';
import type { SymbolKind } from '../styles';
import { circle, detail, label, path, port, rect, symbolFamily } from '../styles';

const electricalSymbol = symbolFamily('electrical', {
  viewBox: { width: 60, height: 100 },
  ports: [port('line', 30, 2, 'up'), port('load', 30, 98, 'down')],
});

function electrical(
  id: string,
  name: Bilingual,
  kind: SymbolKind,
  shapes: SymbolShape[],
  keywords: string[] = [],
  value?: { x: number; y: number; size: number },
) {
  const words = ['electrical', '电气', ...keywords];
  return electricalSymbol({ id, name, kind, keywords: words, shapes, ...(value ? { value } : {}) });
}

const LEADS = detail('M30 2 V26 M30 74 V98');
/** A switch's open blade, hinged at the load side, and the leads it breaks. */
const SWITCH_LEADS = detail('M30 2 V30 M30 70 V98');
const BLADE = path('M30 70 L14 34 L20 32 L34 66 Z');

/** A round panel meter: its quantity's letter above the value. */
function dialMeter(id: string, name: Bilingual, letter: string, keywords: string[]) {
  return electrical(
    id,
    name,
    'measurement',
    [LEADS, circle(30, 50, 24), label(30, 40, letter, 12)],
    ['meter', ...keywords],
    { x: 30, y: 58, size: 10 },
  );
}

export const ELECTRICAL: readonly SymbolDefinition[] = [
  electrical(
    'breaker',
    { zh: '断路器', en: 'Circuit breaker' },
    'breaker',
    [LEADS, rect(14, 26, 32, 48, 3), detail('M22 40 L38 60 M38 40 L22 60')],
    ['CB', 'QF', '开关'],
  ),
  electrical(
    'switch-disconnector',
    { zh: '隔离开关', en: 'Disconnector' },
    'breaker',
    [SWITCH_LEADS, circle(30, 70, 4), BLADE, detail('M22 30 H38')],
    ['switch', 'isolator', 'QS'],
  ),
  electrical(
    'switch-load-break',
    { zh: '负荷开关', en: 'Load-break switch' },
    'breaker',
    [SWITCH_LEADS, circle(30, 70, 4), BLADE, circle(30, 30, 4)],
    ['switch'],
  ),
  electrical(
    'contactor',
    { zh: '接触器', en: 'Contactor' },
    'breaker',
    [SWITCH_LEADS, BLADE, path('M26 30 A4 4 0 0 1 34 30 Z')],
    ['KM'],
  ),
  electrical(
    'fuse',
    { zh: '熔断器', en: 'Fuse' },
    'breaker',
    [LEADS, rect(18, 26, 24, 48, 2), detail('M30 26 V74')],
    ['FU'],
  ),
  electrical(
    'transformer',
    { zh: '变压器', en: 'Transformer' },
    'machine',
    [detail('M30 2 V18 M30 82 V98'), circle(30, 38, 20), circle(30, 62, 20)],
    ['TR', 'TM'],
  ),
  electrical(
    'generator',
    { zh: '发电机', en: 'Generator' },
    'machine',
    [
      detail('M30 2 V24 M30 76 V98'),
      circle(30, 50, 26),
      label(30, 44, 'G', 18),
      detail('M20 60 Q25 54 30 60 T40 60'),
    ],
    ['genset', '发电'],
  ),
  electrical(
    'motor-electric',
    { zh: '电动机 (电气)', en: 'Motor (one-line)' },
    'machine',
    [detail('M30 2 V24'), circle(30, 50, 26), label(30, 51, 'M', 20)],
    ['motor', '电机'],
  ),
  electrical(
    'capacitor-bank',
    { zh: '电容器组', en: 'Capacitor bank' },
    'breaker',
    [detail('M30 2 V44 M30 56 V98'), rect(12, 42, 36, 4), rect(12, 54, 36, 4)],
    ['compensation', '补偿'],
  ),
  electrical(
    'inverter',
    { zh: '变频器', en: 'Variable-speed drive' },
    'machine',
    [
      LEADS,
      rect(10, 26, 40, 48, 3),
      detail('M10 74 L50 26'),
      detail('M16 38 Q20 32 24 38 T32 38'),
      detail('M34 62 H44'),
    ],
    ['VFD', 'VSD', 'inverter'],
  ),
  electrical(
    'battery',
    { zh: '蓄电池', en: 'Battery' },
    'measurement',
    [detail('M30 2 V40 M30 60 V98'), rect(10, 40, 40, 4), rect(18, 56, 24, 4)],
    ['UPS', 'DC'],
    { x: 30, y: 80, size: 11 },
  ),
  electrical(
    'meter-energy',
    { zh: '电能表', en: 'Energy meter' },
    'measurement',
    [LEADS, rect(6, 26, 48, 48, 3), label(30, 36, 'kWh', 10)],
    ['meter', 'kWh', '电表'],
    { x: 30, y: 58, size: 11 },
  ),
  dialMeter('meter-ammeter', { zh: '电流表', en: 'Ammeter' }, 'A', ['current', '电流']),
  dialMeter('meter-voltmeter', { zh: '电压表', en: 'Voltmeter' }, 'V', ['voltage', '电压']),
  electrical(
    'earth',
    { zh: '接地', en: 'Earth' },
    'alarm',
    [detail('M30 2 V60 M12 60 H48 M18 70 H42 M24 80 H36')],
    ['ground', '地'],
  ),
];
