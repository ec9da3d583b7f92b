import { describe, expect, it } from 'vitest';
import {
  maySparkplugPublish,
  maySparkplugSubscribe,
  parseSparkplugTopic,
  SPARKPLUG_SERVER_SUBSCRIPTIONS,
  sparkplugTopic,
} from './sparkplug';

const node = { groupId: 'PlantA', edgeNodeId: 'sp-1' };

describe('Sparkplug topics', () => {
  it('parses node and device topics, and nothing else of the namespace', () => {
    expect(parseSparkplugTopic('spBv1.0/PlantA/NDATA/sp-1')).toEqual({
      groupId: 'PlantA',
      type: 'NDATA',
      edgeNodeId: 'sp-1',
    });
    expect(parseSparkplugTopic('spBv1.0/PlantA/DDATA/sp-1/Pump1')).toMatchObject({
      deviceId: 'Pump1',
    });
    for (const topic of [
      'spBv1.0/STATE/host',
      'spBv1.0/PlantA/DDATA/sp-1',
      'spBv1.0/PlantA/NDATA/sp-1/Pump1',
      'spBv1.0/PlantA/NDATA/+',
      'spBv1.0/PlantA/XDATA/sp-1',
      'spAv1.0/PlantA/NDATA/sp-1',
    ]) {
      expect(parseSparkplugTopic(topic), topic).toBeNull();
    }
    expect(sparkplugTopic(node, 'DCMD', 'Pump1')).toBe('spBv1.0/PlantA/DCMD/sp-1/Pump1');
    expect(SPARKPLUG_SERVER_SUBSCRIPTIONS).toContain('spBv1.0/+/DBIRTH/+/+');
  });

  it('lets an edge node publish only its own births, data and deaths', () => {
    expect(maySparkplugPublish(node, 'spBv1.0/PlantA/NBIRTH/sp-1')).toBe(true);
    expect(maySparkplugPublish(node, 'spBv1.0/PlantA/DDEATH/sp-1/Pump1')).toBe(true);
    expect(maySparkplugPublish(node, 'spBv1.0/PlantA/NDATA/sp-2')).toBe(false);
    expect(maySparkplugPublish(node, 'spBv1.0/PlantB/NDATA/sp-1')).toBe(false);
    expect(maySparkplugPublish(node, 'spBv1.0/PlantA/NCMD/sp-1')).toBe(false);
    expect(maySparkplugPublish(node, 'spBv1.0/PlantA/DCMD/sp-1/Pump1')).toBe(false);
  });

  it('lets an edge node read only its own commands', () => {
    expect(maySparkplugSubscribe(node, 'spBv1.0/PlantA/NCMD/sp-1')).toBe(true);
    expect(maySparkplugSubscribe(node, 'spBv1.0/PlantA/DCMD/sp-1/+')).toBe(true);
    expect(maySparkplugSubscribe(node, 'spBv1.0/PlantA/DCMD/sp-1/Pump1')).toBe(true);
    expect(maySparkplugSubscribe(node, 'spBv1.0/PlantA/NCMD/sp-2')).toBe(false);
    expect(maySparkplugSubscribe(node, 'spBv1.0/PlantA/DCMD/+/+')).toBe(false);
    expect(maySparkplugSubscribe(node, 'spBv1.0/#')).toBe(false);
    expect(maySparkplugSubscribe(node, 'spBv1.0/PlantA/NDATA/sp-1')).toBe(false);
  });
});
