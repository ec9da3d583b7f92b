import {
  WIDGET_TYPES,
  align,
  beginGesture,
  boxSelect,
  createDocument,
  createEditor,
  createWidget,
  endGesture,
  execute,
  group,
  hitTest,
  move,
  parseLayout,
  paste,
  copy,
  drawPipe,
  select,
  sequentialIds,
  serialiseLayout,
  snapMove,
  undo,
  type PageDocument,
  type Widget,
} from '@lf/designer';

/**
 * Designer core figures: every command on a page of 1000 widgets with a 100-widget selection,
 * and parse/serialise of the whole page. Each must stay well under one frame (16 ms).
 * Run: npx tsx bench/suites/designer.ts
 */

const WARMUP = 30;
const RUNS = 300;

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Wall time and process CPU time of each run. The machine is shared, so wall-time tails
 * include waiting for a core; CPU time shows what the work itself costs.
 */
function measure(name: string, run: (iteration: number) => unknown, runs = RUNS): void {
  for (let i = 0; i < WARMUP; i += 1) run(i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const result = run(i);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    if (result === undefined) throw new Error(`${name} produced nothing`);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  console.log(
    JSON.stringify({
      bench: 'designer',
      case: name,
      p50_ms: round(percentile(wall, 0.5)),
      p95_ms: round(percentile(wall, 0.95)),
      max_ms: round(wall[wall.length - 1] ?? Number.NaN),
      cpu_p50_ms: round(percentile(cpu, 0.5)),
      cpu_p95_ms: round(percentile(cpu, 0.95)),
      runs,
    }),
  );
}

/** 1000 widgets of every type, bound to signals, laid out over a 1920 × 1080 page. */
function buildPage(): PageDocument {
  const newId = sequentialIds('w');
  const types = WIDGET_TYPES.filter((type) => type !== 'WidgetGroup');
  const widgets: Widget[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const type = types[i % types.length] ?? 'ShapeRect';
    const created = createWidget(type, {
      newId,
      position: { x: 20 + (i % 50) * 37, y: 20 + Math.floor(i / 50) * 50, width: 30, height: 30 },
    });
    widgets.push({
      ...created,
      data: { ...created.data, signalId: `s${i}`, equipId: `e${i % 20}` },
    });
  }
  return { ...createDocument({ id: 'bench', width: 1920, height: 1080 }), widgets };
}

function ok<T extends { ok: boolean }>(result: T): T & { ok: true } {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result as T & { ok: true };
}

const page = buildPage();
const selection = page.widgets.filter((_, i) => i % 10 === 0).map((widget) => widget.id);
/** A new widget array each time, so no command profits from the id index of the last run. */
const fresh = (): PageDocument => ({ ...page, widgets: [...page.widgets] });

let dragged = page;
measure('move-100-of-1000', (i) => {
  const result = ok(
    move(dragged, selection, { dx: i % 2 === 0 ? 3 : -3, dy: i % 2 === 0 ? 2 : -2 }),
  );
  dragged = result.document;
  return result;
});
measure('align-100-of-1000', () => ok(align(fresh(), selection, { edge: 'left' })));
measure('group-100-of-1000', () => ok(group(fresh(), selection, { newId: sequentialIds('g') })));

const editor = select(createEditor(page), selection);
const moved = execute(editor, move, { dx: 5, dy: 5 });
if (!moved.ok) throw new Error(moved.reason);
measure('undo-100-of-1000', () => ok(undo(moved.state)));

measure('drag-gesture-10-steps-100-of-1000', () => {
  let state = beginGesture(editor);
  for (let step = 0; step < 10; step += 1) {
    const outcome = execute(state, move, { dx: 1, dy: 1 });
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
  }
  return endGesture(state);
});

const roomForPaste: PageDocument = { ...page, widgets: page.widgets.slice(0, 900) };
const clipboard = copy(roomForPaste, selection.slice(0, 90));
if (!('widgets' in clipboard)) throw new Error(clipboard.reason);
measure('paste-90-onto-900', () =>
  ok(paste({ ...roomForPaste }, [], { clipboard, newId: sequentialIds('p') })),
);

measure('snap-move-100-of-1000', (i) =>
  snapMove(page.widgets, selection, { dx: i % 7, dy: 3 }, { adsorb: true }),
);
measure('hit-test-1000', (i) => hitTest(page.widgets, { x: (i * 13) % 1900, y: (i * 7) % 1000 }));
measure('box-select-1000', () =>
  boxSelect(page.widgets, { x: 100, y: 100, width: 800, height: 500 }, 'intersect'),
);

/**
 * Pipes following their shapes: 200 pumps in pairs, a pipe from each pair's first pump to its
 * second, a branch teed onto each pipe; the first pumps move, so every pipe re-routes and its
 * tee follows. Beside it the same page with loose pipes (nothing follows): the ratio is the
 * cost of following.
 */
function plantPage(ends: 'port' | 'free'): PageDocument {
  const pumps = Array.from({ length: 200 }, (_, i) =>
    createWidget('ShapeRect', {
      newId: () => `pump${i}`,
      position: { x: 20 + (i % 20) * 90, y: 40 + Math.floor(i / 20) * 100, width: 40, height: 20 },
    }),
  );
  let document: PageDocument = {
    ...createDocument({ id: 'plant', width: 1920, height: 1080 }),
    widgets: pumps,
  };
  for (let i = 0; i < 200; i += 2) {
    const x = 60 + (i % 20) * 90;
    const y = 50 + Math.floor(i / 20) * 100;
    const main = [
      { x, y },
      { x: x + 50, y },
    ];
    document = ok(
      drawPipe(document, [], { points: main, ends: [ends, ends], newId: () => `pipe${i}` }),
    ).document;
    const tee = ends === 'port' ? 'tee' : 'free';
    const branch = [
      { x: x + 25, y },
      { x: x + 25, y: y + 40 },
    ];
    document = ok(
      drawPipe(document, [], { points: branch, ends: [tee, 'free'], newId: () => `tee${i}` }),
    ).document;
  }
  return document;
}

for (const ends of ['free', 'port'] as const) {
  const firstPumps = Array.from({ length: 100 }, (_, i) => `pump${i * 2}`);
  let state = select(createEditor(plantPage(ends)), firstPumps);
  measure(
    `move-100-pumps-${ends === 'port' ? 'pulling-100-pipes-and-tees' : 'beside-loose-pipes'}`,
    (i) => {
      const outcome = execute(state, move, { dx: 0, dy: i % 2 === 0 ? 3 : -3 });
      if (!outcome.ok) throw new Error(outcome.reason);
      state = outcome.state;
      return outcome;
    },
  );
}

const text = serialiseLayout(page);
measure('serialise-1000', () => serialiseLayout(page), 100);
measure('parse-1000', () => ok(parseLayout(text)), 100);
console.log(
  JSON.stringify({ bench: 'designer', case: 'layout-size-1000', bytes: Buffer.byteLength(text) }),
);
