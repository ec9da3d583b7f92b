import { PLANT_REGISTER_MAP } from '@lf/simulators';
import {
  createDocument,
  createWidget,
  sequentialIds,
  symbolAddon,
  type StateRule,
  type CreateWidgetOptions,
  type PageDocument,
  type SignalRef,
  type Widget,
  type WidgetType,
} from '@lf/designer';

/** One demo pump station as the page binds it. */
export interface DemoStationPage {
  pageId: string;
  projectId: string;
  title: string;
  equipmentId: string;
  equipmentName: string;
  /** Signal id of each key of the plant simulator's register map. */
  signalIdOf: (key: string) => string;
}

const TEXT = '#E5EAF3';
const PIPE = '#5B7083';
const RUNNING = '#67C23A';
const ALARM = '#F56C6C';
const WATER = '#409EFF';

/**
 * The demo's home page: the pump station drawn with the symbol library and bound to its live
 * signals — two tanks filled to their levels, two centrifugal pumps (running or stopped by their
 * feedback, start and stop buttons writing the run command), the motorised inlet valve and the
 * outlet control valve (open or closed), a high-level alarm badge that blinks, a pressure
 * transmitter and gauge, values with their units and a real-time trend of levels and pressure.
 */
export function demoPlantPage(station: DemoStationPage): PageDocument {
  const newId = sequentialIds(`demo-${station.pageId.slice(0, 8)}-`);
  const widgets: Widget[] = [];
  const nameOf = (key: string) => PLANT_REGISTER_MAP.find((def) => def.key === key)?.name.zh ?? key;
  const unitOf = (key: string) => PLANT_REGISTER_MAP.find((def) => def.key === key)?.unit ?? '';
  const ref = (key: string): SignalRef => ({
    signalId: station.signalIdOf(key),
    equipId: station.equipmentId,
    signalTitle: nameOf(key),
    equipTitle: station.equipmentName,
  });

  const add = (type: WidgetType, options: Omit<CreateWidgetOptions, 'newId'>, key?: string) => {
    let widget = createWidget(type, { newId, pageId: station.pageId, ...options });
    if (key) {
      widget = {
        ...widget,
        data: {
          ...widget.data,
          signalId: station.signalIdOf(key),
          equipId: station.equipmentId,
          title: nameOf(key),
          subTitle: station.equipmentName,
        },
      };
    }
    widgets.push(widget);
    return widget;
  };
  const label = (text: string, x: number, y: number, width: number, size = 13) =>
    add('UsualText', {
      position: { x, y, width, height: 22 },
      style: { color: TEXT, font: { size } },
      dataAddon: { text },
    });
  const value = (key: string, x: number, y: number, width: number, decimals = 2) =>
    add(
      'UsualDataText',
      {
        position: { x, y, width, height: 26 },
        style: { color: '#FFFFFF', font: { size: 16, weight: 'bold' } },
        dataAddon: { unit: unitOf(key), decimals },
      },
      key,
    );
  const pipe = (x: number, y: number, width: number, height: number) =>
    add('ShapeRect', {
      position: { x, y, width, height },
      style: { fill: PIPE, stroke: { width: 0 } },
    });
  const symbol = (
    symbolId: string,
    position: CreateWidgetOptions['position'],
    key: string,
    addon: { levelMax?: number; unit?: string; decimals?: number; states?: StateRule[] } = {},
  ) => add('ProcessSymbol', { position, dataAddon: { ...symbolAddon(symbolId), ...addon } }, key);
  const tank = (key: string, x: number) =>
    symbol('tank-vertical', { x, y: 110, width: 140, height: 280 }, key, { levelMax: 5 });

  add('UsualText', {
    position: { x: 40, y: 18, width: 720, height: 40 },
    style: { color: TEXT, align: 'left', font: { size: 22, weight: 'bold' } },
    dataAddon: { text: `${station.title} · ${station.equipmentName}  工艺总览 / Process overview` },
  });
  add('UsualTimer', {
    position: { x: 1000, y: 24, width: 240, height: 30 },
    style: { color: TEXT, font: { size: 16 } },
  });

  // Inlet: pipe and valve.
  pipe(20, 186, 70, 10);
  symbol('valve-motorised', { x: 25, y: 156, width: 50, height: 50 }, 'inletValveOpen');
  label('进水阀 / Inlet valve', 0, 216, 110, 12);
  value('inletFlow', 0, 240, 110, 1);

  // Tank 1 with its high-level lamp.
  tank('tank1Level', 110);
  label('1#罐 / Tank 1', 110, 398, 140);
  value('tank1Level', 110, 422, 140);
  symbol('alarm-badge', { x: 260, y: 110, width: 24, height: 24 }, 'tank1HighLevel');
  label('高液位 / High', 288, 112, 100, 12);

  // Two pumps between the tanks.
  pipe(250, 330, 90, 10);
  pipe(340, 210, 10, 160);
  pipe(600, 210, 10, 160);
  pipe(610, 330, 150, 10);
  for (const [index, y] of [170, 320].entries()) {
    const n = index + 1;
    pipe(350, y + 40, 250, 10);
    symbol('pump-centrifugal', { x: 400, y: y - 2, width: 90, height: 90 }, `pump${n}Running`);
    label(`${n}#泵 / Pump ${n}`, 385, y + 94, 120);
    value(`pump${n}Flow`, 385, y + 116, 120, 1);
    for (const [offset, text, writeValue, pressType, fill] of [
      [0, '启动 Start', '1', 'set1', RUNNING],
      [44, '停止 Stop', '0', 'set0', ALARM],
    ] as const) {
      add(
        'UsualButton',
        {
          position: { x: 505, y: y + 4 + offset, width: 86, height: 34 },
          style: { fill },
          dataAddon: { text, action: 'write', writeType: 'fixed', pressType, writeValue },
        },
        `pump${n}Run`,
      );
    }
  }

  // Tank 2 and the outlet.
  tank('tank2Level', 760);
  label('2#罐 / Tank 2', 760, 398, 140);
  value('tank2Level', 760, 422, 140);
  pipe(900, 330, 90, 10);
  // The outlet valve's signal is its opening in %: open above 0.
  const opening = (state: 'open' | 'closed', symbol: '>' | '≤'): StateRule => ({
    state,
    enable: true,
    signalId: '',
    equipId: '',
    signalTitle: '',
    symbol,
    value: '0',
  });
  symbol('valve-control', { x: 915, y: 300, width: 50, height: 50 }, 'outletValvePosition', {
    states: [opening('open', '>'), opening('closed', '≤')],
  });
  symbol('instrument-pt', { x: 640, y: 282, width: 45, height: 48 }, 'dischargePressure', {
    unit: ' bar',
    decimals: 2,
  });
  label('出水阀 / Outlet', 895, 270, 100, 12);
  value('outletValvePosition', 895, 360, 100, 0);

  // Gauge and readings.
  add(
    'UsualDashboard',
    {
      position: { x: 1010, y: 80, width: 230, height: 190 },
      style: { color: TEXT },
      dataAddon: {
        type: 'multistage',
        minVal: 0,
        maxVal: 6,
        unit: 'bar',
        decimals: 2,
        stages: [
          { value: 3, color: RUNNING },
          { value: 4.5, color: WATER },
          { value: 5, color: '#E6A23C' },
          { value: 6, color: ALARM },
        ],
      },
    },
    'dischargePressure',
  );
  label('出口压力 / Discharge pressure', 1010, 272, 230);
  for (const [row, key] of [
    'outletFlow',
    'waterTemperature',
    'motorTemperature',
    'outletTotal',
  ].entries()) {
    const y = 310 + row * 34;
    add('UsualText', {
      position: { x: 1010, y, width: 120, height: 26 },
      style: { color: TEXT, align: 'left' },
      dataAddon: { text: nameOf(key) },
    });
    value(key, 1130, y, 110, 1);
  }

  // Real-time trend of the levels and the pressure.
  const trend = add('ComplexLine', {
    position: { x: 40, y: 480, width: 940, height: 220 },
    style: { fill: '#102A44', color: TEXT, stroke: { color: PIPE, width: 1 } },
    dataAddon: { variant: 'realtime', timeRange: 10, minVal: 0, maxVal: 6, timeFormat: 'HH:mm:ss' },
  });
  widgets[widgets.indexOf(trend)] = {
    ...trend,
    data: {
      ...trend.data,
      title: '液位与压力 / Levels and pressure',
      signalArray: ['tank1Level', 'tank2Level', 'dischargePressure'].map(ref),
    },
  };

  return {
    ...createDocument({
      id: station.pageId,
      projectId: station.projectId,
      title: station.equipmentName,
      width: 1280,
      height: 720,
      bgColor: '#0B1E33',
    }),
    widgets,
  };
}
