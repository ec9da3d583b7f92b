import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  agentDeviceConfig,
  downCommand,
  PROTOCOL_IDS,
  replyPayload,
  statusPayload,
  valuesPayload,
} from '@lf/protocol';

/** docs/gm-devices.md is what third parties integrate from: its examples must be valid payloads. */
const doc = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/gm-devices.md'),
  'utf8',
);

const jsonBlocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (m) => JSON.parse(m[1] ?? '') as unknown,
);
const agentDevices = [...doc.matchAll(/```json agent-device\n([\s\S]*?)```/g)].map(
  (m) => JSON.parse(m[1] ?? '') as unknown,
);
const commandSnippets = [...doc.matchAll(/`(\{"type":[^`]*\})`/g)].map(
  (m) => JSON.parse(m[1] ?? '') as unknown,
);

describe('GM device guide', () => {
  it('shows payloads the server accepts', () => {
    const schemas = [statusPayload, valuesPayload, replyPayload];
    expect(jsonBlocks.length).toBeGreaterThanOrEqual(4);
    for (const block of jsonBlocks) {
      expect(
        schemas.some((schema) => schema.safeParse(block).success),
        JSON.stringify(block),
      ).toBe(true);
    }
  });

  it('shows commands as the agent receives them', () => {
    expect(commandSnippets.map((c) => downCommand.parse(c).type)).toEqual([
      'open',
      'write',
      'read',
      'browse',
    ]);
  });
});

describe('gateway agent driver examples', () => {
  it('shows a valid device for every driver the agent has', () => {
    const drivers = agentDevices.map((block) => agentDeviceConfig.parse(block).driver);
    expect([...drivers].sort()).toEqual([...PROTOCOL_IDS].sort());
  });
});
