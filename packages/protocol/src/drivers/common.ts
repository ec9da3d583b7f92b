import { z } from 'zod';
import { label } from './parameters';

/** Parameters several drivers share, declared once so their limits and labels agree. */
export const hostField = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9.:_-]+$/, 'a host name or IP address')
  .meta(label('主机地址', 'Host'));

export const portField = (fallback: number) =>
  z.number().int().min(1).max(65535).default(fallback).meta(label('端口', 'Port'));

export const timeoutField = z
  .number()
  .int()
  .min(50)
  .max(60_000)
  .default(1000)
  .meta(label('超时（毫秒）', 'Timeout (ms)'));

export const pollIntervalField = z
  .number()
  .int()
  .min(50)
  .max(3_600_000)
  .default(1000)
  .meta(label('采集周期（毫秒）', 'Poll interval (ms)'));
