import { parseArgs } from 'node:util';
import { STATION_NODES, stationNodeId } from './stationNodes';
import { startStationServer } from './stationServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4840' },
    hostname: { type: 'string', default: 'localhost' },
    user: { type: 'string', default: 'operator' },
    password: { type: 'string', default: 'operator' },
    'pki-dir': { type: 'string' },
    bulk: { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`OPC UA booster station simulator / OPC UA 增压站仿真器
usage: npm run opcua-simulator -- [--port 4840] [--hostname localhost] [--user operator]
       [--password operator] [--pki-dir DIR] [--bulk N]

--bulk N adds N Double variables s=Bulk.V0 … changing every tick (for benchmarks).

nodes / 节点:
${STATION_NODES.map((n) => `  ${stationNodeId(n.path).padEnd(46)} ${n.dataType.padEnd(8)} ${n.kind === 'input' ? 'rw' : 'r '} ${n.nameZh} / ${n.description}`).join('\n')}`);
  process.exit(0);
}

const simulator = await startStationServer({
  port: Number(values.port),
  hostname: values.hostname,
  users: { [values.user]: values.password },
  bulkVariables: Number(values.bulk),
  ...(values['pki-dir'] && { pkiDir: values['pki-dir'] }),
});
console.log(`OPC UA simulator at ${simulator.endpointUrl} / 仿真器已启动`);

const shutdown = () => void simulator.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
