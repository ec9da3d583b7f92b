import { PLANT_REGISTER_MAP } from '@lf/simulators';
import {
  createDocument,
  createWidget,
  sequentialIds,
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
const STOPPED = '#909399';
const ALARM = '#F56C6C';
const WATER = '#409EFF';

/**
 * The demo's home page: the pump station drawn with designer widgets and bound to its live
 * signals — two tanks (percent fill on the levels), two pumps (fill colour and a turning
 * impeller while running, start and stop buttons writing the run command), the inlet and
 * outlet valves (fill colour on their state), a high-level lamp that blinks, a pressure gauge,
 * values with their units and a real-time trend of levels and pressure.
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
  const animate = (widget: Widget, animation: Partial<Widget['animation']>) => {
    const index = widgets.indexOf(widget);
    widgets[index] = { ...widget, animation: { ...widget.animation, ...animation } };
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
  const stateColour = (runningValue: string) => ({
    fillColor: {
      enable: true,
      list: [
        { symbol: '=' as const, value: runningValue, color: RUNNING },
        { symbol: '≠' as const, value: runningValue, color: STOPPED },
      ],
    },
  });

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
  const inletValve = add(
    'ShapeRect',
    {
      position: { x: 30, y: 170, width: 40, height: 40 },
      style: { fill: STOPPED, stroke: { color: '#FFFFFF', width: 2 }, radius: 4 },
    },
    'inletValveOpen',
  );
  animate(inletValve, stateColour('1'));
  label('进水阀 / Inlet valve', 0, 216, 110, 12);
  value('inletFlow', 0, 240, 110, 1);

  // Tank 1 with its high-level lamp.
  add(
    'UsualPercentFill',
    {
      position: { x: 110, y: 110, width: 140, height: 280 },
      style: { stroke: { color: '#8FA3B8', width: 2 } },
      dataAddon: { type: 'capacityChart', minVal: 0, maxVal: 5, color: WATER },
    },
    'tank1Level',
  );
  label('1#罐 / Tank 1', 110, 398, 140);
  value('tank1Level', 110, 422, 140);
  const lamp = add(
    'ShapeCircle',
    {
      position: { x: 262, y: 112, width: 22, height: 22, r: 11 },
      style: { fill: STOPPED, stroke: { width: 0 } },
    },
    'tank1HighLevel',
  );
  animate(lamp, {
    fillColor: { enable: true, list: [{ symbol: '=', value: '1', color: ALARM }] },
    twinkle: { enable: true, symbol: '=', value: '1', interval: 500 },
  });
  label('高液位 / High', 288, 112, 100, 12);

  // Two pumps between the tanks.
  pipe(250, 330, 90, 10);
  pipe(340, 210, 10, 160);
  pipe(600, 210, 10, 160);
  pipe(610, 330, 150, 10);
  for (const [index, y] of [170, 320].entries()) {
    const n = index + 1;
    pipe(350, y + 40, 250, 10);
    const body = add(
      'ShapeCircle',
      {
        position: { x: 400, y, width: 90, height: 90, r: 45 },
        style: { fill: STOPPED, stroke: { color: '#FFFFFF', width: 2 } },
      },
      `pump${n}Running`,
    );
    animate(body, stateColour('1'));
    const impeller = add(
      'ShapeTriangle',
      {
        position: { x: 425, y: y + 22, width: 40, height: 40 },
        style: { fill: '#FFFFFF', stroke: { width: 0 } },
      },
      `pump${n}Running`,
    );
    animate(impeller, {
      rotate: { enable: true, symbol: '=', value: '1', direction: 'clockwise', speed: 1200 },
    });
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
  add(
    'UsualPercentFill',
    {
      position: { x: 760, y: 110, width: 140, height: 280 },
      style: { stroke: { color: '#8FA3B8', width: 2 } },
      dataAddon: { type: 'capacityChart', minVal: 0, maxVal: 5, color: WATER },
    },
    'tank2Level',
  );
  label('2#罐 / Tank 2', 760, 398, 140);
  value('tank2Level', 760, 422, 140);
  pipe(900, 330, 90, 10);
  const outletValve = add(
    'ShapeRect',
    {
      position: { x: 920, y: 315, width: 40, height: 40 },
      style: { fill: STOPPED, stroke: { color: '#FFFFFF', width: 2 }, radius: 4 },
    },
    'outletValvePosition',
  );
  animate(outletValve, {
    fillColor: {
      enable: true,
      list: [
        { symbol: '>', value: '0', color: RUNNING },
        { symbol: '≤', value: '0', color: STOPPED },
      ],
    },
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
