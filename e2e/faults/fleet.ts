import type { Db } from '../../apps/server/src/db/database';
import { agentProcess, loadProcess, type AgentProcess, type LoadProcess } from './processes';
import { provisionPlants, type Plant } from './provision';
import { recording } from './scenarioCount';

export interface FleetPlants {
  /** Gateways of plant agents (polling the simulator, buffering on disk). */
  plants: Plant[];
  /** Gateways of synthetic load (loadProcess.ts), with enough signals for `rate`. */
  loadPlants: Plant[];
}

/** Provisions `prefix-<i>` plant gateways and `prefix-load-<i>` synthetic ones. */
export async function provisionFleet(
  db: Db,
  prefix: string,
  size: { agents: number; copies: number; loads: number; rate: number },
): Promise<FleetPlants> {
  const ids = (name: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${name}-${i}`);
  // A synthetic gateway sends one value of each signal at most per 100 ms tick.
  const loadCopies = Math.ceil(size.rate / Math.max(1, size.loads) / 10 / 28) + 1;
  return {
    plants: await provisionPlants(db, ids(prefix, size.agents), size.copies),
    loadPlants: await provisionPlants(db, ids(`${prefix}-load`, size.loads), loadCopies),
  };
}

/** The running gateways of one scenario: plant agents and synthetic gateways at a total rate. */
export class Fleet {
  readonly agents: AgentProcess[] = [];
  private loads: LoadProcess[] = [];
  private readonly journals: string[] = [];

  constructor(private readonly fleet: FleetPlants) {}

  /** Starts every gateway and waits until each has recorded its first sample. */
  async start(options: {
    brokerPort: number;
    simulatorPort: number;
    dir: string;
    rate: number;
  }): Promise<void> {
    for (const plant of this.fleet.plants) {
      const agent = agentProcess({
        plant,
        brokerPort: options.brokerPort,
        simulatorPort: options.simulatorPort,
        dir: options.dir,
      });
      this.agents.push(agent);
      await agent.start();
    }
    for (const plant of this.fleet.loadPlants) {
      const load = loadProcess({
        plant,
        brokerPort: options.brokerPort,
        valuesPerSecond: options.rate / this.fleet.loadPlants.length,
        dir: options.dir,
      });
      this.loads.push(load);
      this.journals.push(load.journal);
    }
    await recording([...this.agents.map((agent) => agent.journal), ...this.journals]);
  }

  /** Each plant with its agent (for the history look-ups of `storedUpToLast`). */
  agentPairs(): { plant: Plant; agent: AgentProcess }[] {
    return this.agents.map((agent, i) => ({ plant: this.fleet.plants[i] as Plant, agent }));
  }

  get loadJournals(): string[] {
    return this.journals;
  }

  /** Every gateway's plant, for counting. */
  get plants(): Plant[] {
    return [...this.fleet.plants, ...this.fleet.loadPlants];
  }

  /** Stops the synthetic gateways (each waits for what it has in flight): what they sent. */
  async stopLoads(): Promise<{ published: number; unacknowledged: number }> {
    // Every one is halted, even when another did not report.
    const settled = await Promise.allSettled(this.loads.splice(0).map((load) => load.stop()));
    const counts = settled.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
    return {
      published: counts.reduce((sum, count) => sum + count.published, 0),
      unacknowledged: counts.reduce((sum, count) => sum + count.inFlight, 0),
    };
  }

  /** Stops everything, also after a failure. */
  async stop(): Promise<void> {
    await Promise.all(this.agents.map((agent) => agent.stop()));
    for (const load of this.loads.splice(0)) await load.stop().catch(() => undefined);
  }
}
