/** Texts of a signal's address, which depend on the equipment's driver protocol. */
export const signalAddressZh = {
  nodeId: '节点 ID（NodeId）',
  nodeIdHint: '如 ns=1;s=BoosterStation.Pressure，也可用“浏览 OPC UA 节点”导入',
  s7Address: 'S7 地址',
  s7AddressHint: '如 DB1,REAL4、DB1,INT2、DB1,X0.1、M10.0、MW20、IW4、Q0.1',
  s7Type: 'S7 类型 {{type}}，按 {{dataType}} 传输',
};

export const signalAddressEn: typeof signalAddressZh = {
  nodeId: 'NodeId',
  nodeIdHint: 'e.g. ns=1;s=BoosterStation.Pressure, or import with "Browse OPC UA nodes"',
  s7Address: 'S7 address',
  s7AddressHint: 'e.g. DB1,REAL4, DB1,INT2, DB1,X0.1, M10.0, MW20, IW4, Q0.1',
  s7Type: 'S7 type {{type}}, carried as {{dataType}}',
};
