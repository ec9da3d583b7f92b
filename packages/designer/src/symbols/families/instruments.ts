import type { Bilingual } from '@lf/protocol';
import type { SymbolDefinition } from '../model';
import { circle, defineSymbol, detail, label, port } from '../styles';

/**
 * An ISA-5.1 bubble: the function letters on top, the live value below. A line across marks an
 * instrument in the control room (controllers, indicators on the board); field instruments
 * have none.
 */
function bubble(tag: string, name: Bilingual, board: boolean, keywords: string[]) {
  return defineSymbol({
    id: `instrument-${tag.toLowerCase()}`,
    family: 'instruments',
    kind: 'measurement',
    name,
    keywords: ['instrument', '仪表', 'ISA', tag, ...keywords],
    viewBox: { width: 60, height: 64 },
    shapes: [
      detail('M30 56 V64'),
      circle(30, 29, 27),
      ...(board ? [detail('M3 29 H57')] : []),
      label(30, 17, tag, tag.length > 2 ? 11 : 13),
    ],
    value: { x: 30, y: 42, size: 10 },
    ports: [port('process', 30, 64, 'down')],
  });
}

export const INSTRUMENTS: readonly SymbolDefinition[] = [
  bubble('PT', { zh: '压力变送器', en: 'Pressure transmitter' }, false, ['pressure', '压力']),
  bubble('FT', { zh: '流量变送器', en: 'Flow transmitter' }, false, ['flow', '流量']),
  bubble('LT', { zh: '液位变送器', en: 'Level transmitter' }, false, ['level', '液位']),
  bubble('TT', { zh: '温度变送器', en: 'Temperature transmitter' }, false, ['temperature', '温度']),
  bubble('AT', { zh: '分析变送器', en: 'Analyser transmitter' }, false, ['pH', 'analyser', '分析']),
  bubble('PDT', { zh: '差压变送器', en: 'Differential-pressure transmitter' }, false, [
    'dP',
    '差压',
  ]),
  bubble('ST', { zh: '转速变送器', en: 'Speed transmitter' }, false, ['speed', '转速']),
  bubble('WT', { zh: '称重变送器', en: 'Weight transmitter' }, false, ['weight', '称重']),
  bubble('PI', { zh: '压力指示', en: 'Pressure indicator' }, true, ['pressure', '压力']),
  bubble('FI', { zh: '流量指示', en: 'Flow indicator' }, true, ['flow', '流量']),
  bubble('LI', { zh: '液位指示', en: 'Level indicator' }, true, ['level', '液位']),
  bubble('TI', { zh: '温度指示', en: 'Temperature indicator' }, true, ['temperature', '温度']),
  bubble('PIC', { zh: '压力控制器', en: 'Pressure controller' }, true, ['pressure', 'PID', '压力']),
  bubble('FIC', { zh: '流量控制器', en: 'Flow controller' }, true, ['flow', 'PID', '流量']),
  bubble('LIC', { zh: '液位控制器', en: 'Level controller' }, true, ['level', 'PID', '液位']),
  bubble('TIC', { zh: '温度控制器', en: 'Temperature controller' }, true, [
    'temperature',
    'PID',
    '温度',
  ]),
];
