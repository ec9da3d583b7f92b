/** Texts of a gateway's Sparkplug B binding (column and dialog of the gateway list). */
export const sparkplugZh = {
  column: 'Sparkplug B 组',
  action: 'Sparkplug B',
  title: 'Sparkplug B 边缘节点 · {{name}}',
  intro:
    '把网关设为 Sparkplug B 边缘节点：第三方设备（Ignition、Cirrus Link 等）以网关编号作为边缘节点编号，向本平台的 MQTT 代理发布出生、数据和死亡消息，平台据此创建设备和变量。',
  group: '组编号（Group ID）',
  groupHint: '字母、数字和 _ . : -，最多 64 个字符；留空则解除绑定',
  groupInvalid: '组编号只能包含字母、数字和 _ . : -（1–64 个字符，不能以 . : - 开头）',
  topics: '该节点发布的主题',
  unbound: '已解除 Sparkplug B 绑定',
};

export const sparkplugEn: typeof sparkplugZh = {
  column: 'Sparkplug B group',
  action: 'Sparkplug B',
  title: 'Sparkplug B edge node · {{name}}',
  intro:
    "Makes the gateway a Sparkplug B edge node: another vendor's device (Ignition, Cirrus Link…) publishes births, data and deaths to this product's MQTT broker with the gateway id as its edge node id, and the product creates the equipment and signals from them.",
  group: 'Group ID',
  groupHint: 'Letters, digits and _ . : -, at most 64 characters; empty unbinds the gateway',
  groupInvalid:
    'A group id holds only letters, digits and _ . : - (1–64 characters, not starting with . : -)',
  topics: 'Topics of this node',
  unbound: 'The Sparkplug B binding is removed',
};
