import { describe, expect, it } from 'vitest';
import {
  centreOfPath,
  detailPath,
  equipmentMonitorPath,
  isCentreMenu,
  popupDetailPath,
  readStateOfMenu,
} from './messagePaths';

describe('message centre paths', () => {
  it('maps each list to its read state', () => {
    expect(readStateOfMenu('messageAll')).toBe('all');
    expect(readStateOfMenu('messageReaden')).toBe('read');
    expect(readStateOfMenu('messageUnReaden')).toBe('unread');
  });

  it('reads the tree and list of a path', () => {
    expect(centreOfPath('/msg/messageReaden')).toEqual({ base: 'msg', menu: 'messageReaden' });
    expect(centreOfPath('/message/messageUnReaden')).toEqual({
      base: 'message',
      menu: 'messageUnReaden',
    });
    expect(centreOfPath('/message/detail/alarm/3')).toEqual({
      base: 'message',
      menu: 'messageAll',
    });
  });

  it('knows its menus', () => {
    expect(isCentreMenu('messageReaden')).toBe(true);
    expect(isCentreMenu('detail')).toBe(false);
  });

  it('builds the detail path of each tree', () => {
    const message = { id: '7', type: 'notice' as const };
    expect(detailPath('message', 'messageAll', message)).toBe('/message/detail/notice/7');
    expect(detailPath('msg', 'messageUnReaden', message)).toBe(
      '/msg/detail/messageUnReaden/notice/7',
    );
    expect(popupDetailPath(message)).toBe('/system/msg/detail/7/notice');
  });

  it('links only an EG alarm to the monitor screen', () => {
    expect(equipmentMonitorPath({ type: 'alarm', dataId: 'eq 1', equipType: 'eg' })).toBe(
      '/monitor/eg/detail/list/eq%201/1',
    );
    expect(equipmentMonitorPath({ type: 'notice', dataId: 'a1', equipType: '' })).toBeNull();
    expect(equipmentMonitorPath({ type: 'alarm', dataId: '', equipType: 'eg' })).toBeNull();
  });
});
