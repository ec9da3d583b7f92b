import { parseArgs } from 'node:util';
import { PLANT_REGISTER_MAP } from './registerMap';
import { startSimulator } from './simulator';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5020' },
    host: { type: 'string', default: '0.0.0.0' },
    'unit-id': { type: 'string', default: '1' },
    'time-scale': { type: 'string', default: '1' },
    /** `--rtu`: Modbus RTU frames over TCP, as a serial-device server passes them. */
    rtu: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Modbus TCP plant simulator / Modbus TCP 水厂仿真器
usage: npm run simulator -- [--port 5020] [--host 0.0.0.0] [--unit-id 1] [--time-scale 1] [--rtu]
  --rtu: Modbus RTU over TCP (answers --unit-id only) / RTU over TCP（仅应答 --unit-id）

register map / 寄存器表:
${PLANT_REGISTER_MAP.map((d) => `  ${d.area.padEnd(8)} ${String(d.address).padStart(3)}  ${d.dataType.padEnd(7)} ${d.wordOrder} ${d.access.padEnd(2)} ${d.key} (${d.name.zh} / ${d.name.en}${d.unit ? `, ${d.unit}` : ''})`).join('\n')}`);
  process.exit(0);
}

const simulator = await startSimulator({
  port: Number(values.port),
  host: values.host,
  unitId: Number(values['unit-id']),
  timeScale: Number(values['time-scale']),
  framing: values.rtu ? 'rtu-over-tcp' : 'tcp',
});
console.log(
  `plant simulator (${values.rtu ? 'Modbus RTU over TCP' : 'Modbus TCP'}) listening on ${simulator.host}:${simulator.port} / 仿真器已启动`,
);

const shutdown = () => void simulator.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
