import type { Action } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { body, type Client } from './harness';

/** Calls a manage-area path as `client` and returns the envelope. */
export async function call<T = unknown>(
  client: Client,
  url: string,
  fields: Record<string, unknown> = {},
) {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return body<T>(await client.post(url, form));
}

/** Like `call`, failing the test unless the call succeeded. */
export async function ok<T = unknown>(
  client: Client,
  url: string,
  fields: Record<string, unknown> = {},
): Promise<T> {
  const answer = await call<T>(client, url, fields);
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** The actions of the manage area (administrators only), whichever domain folder serves them. */
const MANAGE_ACTIONS: ReadonlySet<Action> = new Set<Action>(['equipment.manage', 'system.manage']);

/** Every URL of the manage area, read from the app's own call registry. */
export function adminUrls(app: FastifyInstance): string[] {
  return app.lfCalls.filter((call) => MANAGE_ACTIONS.has(call.action)).map((call) => call.url);
}

export const signalCsv = [
  'name,unit,area,address,dataType,wordOrder,scale,offset,access,min,max,alarmRules',
  '液位,m,input,0,float32,ABCD,1,0,r,,,',
  '压力,MPa,input,2,float32,ABCD,0.01,0,r,0,10,"[{""kind"":""high"",""value"":8}]"',
  '坏行,m,input,99999,float32,ABCD,1,0,r,,,',
  '转速,%,holding,2,uint16,ABCD,1,0,rw,0,100,',
].join('\n');

/** A Modbus TCP driver to save on equipment. */
export const driver = {
  protocol: 'modbus-tcp',
  settings: { host: '127.0.0.1', port: 1502, unitId: 1, timeoutMs: 500, pollIntervalMs: 1000 },
};
/** A signal definition to add to equipment. */
export const signal = { name: '温度', unit: '℃', area: 'holding', address: 10, dataType: 'int16' };

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
