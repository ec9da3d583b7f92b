import { connectAsync } from 'mqtt';

/**
 * Ends the live MQTT session of a gateway whose credentials just changed. The broker checks
 * credentials only when a client connects, so a session opened with the old password would
 * otherwise live on. Connecting once with the gateway's client id and its new password makes
 * the broker take the session over and drop the old connection (MQTT 3.1.1 §3.1.4); the old
 * client's will marks the gateway offline, and its reconnects with the old password are refused.
 * This works the same with the embedded broker and an external one.
 */
export async function takeOverGatewaySession(
  brokerUrl: string | undefined,
  gatewayId: string,
  password: string,
): Promise<boolean> {
  if (!brokerUrl) return false;
  try {
    const client = await connectAsync(brokerUrl, {
      clientId: gatewayId,
      username: gatewayId,
      password,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      protocolVersion: 4,
    });
    await client.endAsync();
    return true;
  } catch {
    return false;
  }
}
