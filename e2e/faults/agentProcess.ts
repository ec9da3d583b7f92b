/**
 * A gateway agent as its own process for the fault-injection suite:
 *   node --import tsx e2e/faults/agentProcess.ts <config.json> <journal>
 * Every batch the agent records (once it is in the disk buffer) is appended to the journal as
 * `signalId ts` lines with a synchronous write, so what it promised survives a kill -9 and the
 * suite can count what was lost or duplicated on the way to the history table.
 */
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { startAgent } from '@lf/agent';

const [configFile, journalFile] = process.argv.slice(2);
if (!configFile || !journalFile) {
  console.error('usage: agentProcess.ts <config.json> <journal>');
  process.exit(2);
}
const journal = openSync(journalFile, 'a');
const agent = await startAgent(JSON.parse(readFileSync(configFile, 'utf8')) as never, {
  reconnectPeriodMs: 500,
  onRecorded: (batch) => {
    writeSync(journal, batch.values.map((v) => `${v.signalId} ${v.ts}\n`).join(''));
  },
});
const shutdown = () =>
  void agent.stop().then(() => {
    closeSync(journal);
    process.exit(0);
  });
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
