import { z } from 'zod';
import { label } from './parameters';

/**
 * Connection parameters of the OPC UA driver: the server's endpoint, the secure channel (a mode
 * other than None uses the policy, Basic256Sha256 when the policy is left at None), and the
 * session's user (anonymous without a user name). Values come by subscription, published by the
 * server at `publishingIntervalMs`; each signal names its own sampling interval and deadband.
 */

export const OPCUA_SECURITY_MODES = ['None', 'Sign', 'SignAndEncrypt'] as const;
export type OpcuaSecurityMode = (typeof OPCUA_SECURITY_MODES)[number];

/** Policies node-opcua implements that OPC UA 1.04+ does not deprecate. */
export const OPCUA_SECURITY_POLICIES = [
  'None',
  'Basic256Sha256',
  'Aes128_Sha256_RsaOaep',
  'Aes256_Sha256_RsaPss',
] as const;
export type OpcuaSecurityPolicy = (typeof OPCUA_SECURITY_POLICIES)[number];

/** `opc.tcp://host[:port][/path]` */
export const opcuaEndpointUrl = z
  .string()
  .trim()
  .max(512)
  .regex(/^opc\.tcp:\/\/[A-Za-z0-9.\-_[\]:]+(\/\S*)?$/, 'opc.tcp://host:port/path');

export const opcuaSettings = z.object({
  endpointUrl: opcuaEndpointUrl.meta(label('服务器地址（Endpoint URL）', 'Endpoint URL')),
  securityMode: z
    .enum(OPCUA_SECURITY_MODES)
    .default('None')
    .meta(
      label('安全模式', 'Security mode', {
        None: { zh: '无', en: 'None' },
        Sign: { zh: '签名', en: 'Sign' },
        SignAndEncrypt: { zh: '签名并加密', en: 'Sign and encrypt' },
      }),
    ),
  securityPolicy: z
    .enum(OPCUA_SECURITY_POLICIES)
    .default('None')
    .meta(label('安全策略', 'Security policy')),
  username: z
    .string()
    .trim()
    .max(256)
    .optional()
    .meta(label('用户名（空为匿名）', 'User name (empty: anonymous)')),
  password: z.string().max(1024).optional().meta(label('密码', 'Password')),
  timeoutMs: z
    .number()
    .int()
    .min(500)
    .max(60_000)
    .default(5000)
    .meta(label('超时（毫秒）', 'Timeout (ms)')),
  publishingIntervalMs: z
    .number()
    .int()
    .min(50)
    .max(3_600_000)
    .default(1000)
    .meta(label('发布周期（毫秒）', 'Publishing interval (ms)')),
});
export type OpcuaSettings = z.infer<typeof opcuaSettings>;
export type OpcuaSettingsInput = z.input<typeof opcuaSettings>;
