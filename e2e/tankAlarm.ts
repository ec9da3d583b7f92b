import type { Browser } from 'playwright-core';
import { expect, vi } from 'vitest';
import { SIGNAL_FILE_COLUMNS } from '@lf/protocol';
import { newContext } from './browser';
import { ADMIN_PASSWORD } from './server';

interface SignalDefinition extends Record<string, unknown> {
  id: string;
  name: string;
  min: number | null;
  max: number | null;
}

/**
 * The engineer makes tank 1's high-level alarm critical and latching with its limit at 0.5 m,
 * below the level the demo simulator holds: the tank is "overflowing" and the alarm raises at
 * the edit (the engine judges the latest reading against a changed rule).
 */
export async function lowerTankLimit(
  browser: Browser,
  serverUrl: string,
  /** The rule's own text; '' leaves the server's ("above the high limit 0.5", in any language). */
  text = '1#罐液位过高',
  /** The rule's text in English, for readers of the English interface. */
  textEn?: string,
): Promise<void> {
  const admin = await newContext(browser);
  const post = async <T>(path: string, form: Record<string, string>): Promise<T> => {
    const response = await admin.request.post(`${serverUrl}${path}`, { form });
    const envelope = (await response.json()) as { code: number | string; data: T };
    expect(Number(envelope.code), path).toBe(200);
    return envelope.data;
  };
  await post('/lfscada/user/login', { loginname: 'admin', password: ADMIN_PASSWORD });
  const equipment = await post<{ list: { id: string; name: string }[] }>(
    '/lfscada/equipment/multi/query',
    { keyword: '1号泵站' },
  );
  const equipmentId = equipment.list[0]?.id ?? '';
  // The level must have arrived from the simulator before the rule is judged against it.
  // vi.waitFor, not expect.poll: specs call this from a beforeAll, where expect.poll refuses.
  await vi.waitFor(
    async () => {
      const signals = await post<{ name: string; value: number | null }[]>(
        '/lfscada/monitor/multi/signal/query',
        { equipmentId },
      );
      const level = signals.find((s) => s.name === '1#罐液位')?.value ?? null;
      if (level === null) throw new Error('the tank level has not arrived from the simulator');
    },
    { timeout: 30_000, interval: 250 },
  );
  const signals = await post<SignalDefinition[]>('/lfscada/equipment/multi/signal/query', {
    equipmentId,
  });
  const tank = signals.find((s) => s.name === '1#罐液位');
  if (!tank) throw new Error('no tank level signal in the demo');
  // The signal as its form sends it: its id and the columns of the signal file, limits only when
  // set, alarm rules replaced below.
  const fields: Record<string, string> = { id: tank.id };
  for (const key of SIGNAL_FILE_COLUMNS) {
    if (key !== 'alarmRules' && tank[key] !== null) fields[key] = String(tank[key]);
  }
  fields.alarmRules = JSON.stringify([
    {
      kind: 'high',
      value: 0.5,
      deadband: 0.1,
      level: 1,
      priority: 'critical',
      text,
      ...(textEn ? { textEn } : {}),
    },
  ]);
  await post('/lfscada/equipment/multi/signal/edit', fields);
  await admin.close();
}
