import { parseArgs } from 'node:util';
import { startFakeS7Plc } from './fakeS7Plc';
import { S7_PLANT_POINTS } from './plantBlock';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '102' },
    host: { type: 'string', default: '127.0.0.1' },
    rack: { type: 'string', default: '0' },
    slot: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Fake Siemens S7 PLC (pumping station) / 西门子 S7 仿真 PLC（泵站）
usage: npm run s7-simulator -- [--port 102] [--host 127.0.0.1] [--rack 0] [--slot 1]

addresses / 地址:
${S7_PLANT_POINTS.map((p) => `  ${p.address.padEnd(12)} ${String(p.value).padEnd(8)} ${p.nameZh} / ${p.description}`).join('\n')}`);
  process.exit(0);
}

const plc = await startFakeS7Plc({
  port: Number(values.port),
  host: values.host,
  rack: Number(values.rack),
  slot: Number(values.slot),
});
console.log(`fake S7 PLC at ${values.host}:${plc.port} / 仿真 PLC 已启动`);

const shutdown = () => void plc.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
