import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  gatewayAlarmPush,
  liveSignalValue,
  signalAlarmPush,
  type MapEquipment,
} from '@lf/protocol';
import { z } from 'zod';
import { LiveSocket } from '../../api/liveSocket';
import { mapKeys, queryMapEquipment } from './api';
import { applyAlarm, applyGateway, applyValues } from './logic/mapState';

/**
 * The map's equipment, live: loaded once, then moved and restyled by the monitor socket of
 * every equipment of the organisation (values, gateways on/offline, alarms starting and ending).
 */
export function useMapEquipment() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: mapKeys.equipment, queryFn: queryMapEquipment });
  const loaded = query.isSuccess;

  useEffect(() => {
    if (!loaded) return;
    // Live changes go into the query's cached list, which the map and the side list read.
    const setLive = (change: (list: readonly MapEquipment[]) => readonly MapEquipment[]) =>
      client.setQueryData<readonly MapEquipment[]>(mapKeys.equipment, (list) =>
        list ? change(list) : list,
      );
    const socket = new LiveSocket({
      tokenPath: '/lfscada/websocket/map/token',
      socketPath: (token) => `/lfscada/ws/eg/signal/subscribe/${token}`,
      onMessage: (message) => {
        if (message.type === 'signalVal') {
          const parsed = z.array(liveSignalValue).safeParse(message.data);
          if (parsed.success) setLive((list) => applyValues(list, parsed.data));
        } else if (message.type === 'gatewayAlarm') {
          const parsed = gatewayAlarmPush.safeParse(message.data);
          if (parsed.success) setLive((list) => applyGateway(list, parsed.data));
        } else if (message.type === 'signalAlarm') {
          const parsed = signalAlarmPush.safeParse(message.data);
          if (parsed.success) setLive((list) => applyAlarm(list, parsed.data));
        }
      },
    });
    socket.start();
    return () => socket.stop();
  }, [loaded, client]);

  return { equipment: query.data as readonly MapEquipment[] | undefined, query };
}
