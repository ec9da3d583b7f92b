/**
 * A QoS 1 PUBACK (MQTT 3.1.1 §3.4; also valid MQTT 5 without a reason code): type 4, remaining
 * length 2, the message id. The broker and the server's link send it themselves, once the
 * message is stored, instead of letting their MQTT library send it on arrival.
 */
export function pubackPacket(messageId: number): Buffer {
  return Buffer.from([0x40, 2, messageId >> 8, messageId & 0xff]);
}
