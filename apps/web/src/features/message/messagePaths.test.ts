import { describe, expect, it } from 'vitest';
import {
  alarmRecordsTarget,
  centreOfPath,
  detailPath,
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

  it('opens alarm records by the EG display and the GM ruleType, shared EG in the list view', () => {
    const eg = { id: 'eq 1', type: 'eg' as const };
    expect(alarmRecordsTarget({ ...eg, display: 'list' })).toEqual({
      path: '/monitor/eg/detail/list/eq%201/1',
      view: 'egList',
    });
    expect(alarmRecordsTarget({ ...eg, display: 'designer' })).toEqual({
      path: '/monitor/eg/detail/configuration/eq%201/1',
      view: 'egDesigner',
    });
    expect(alarmRecordsTarget({ ...eg, display: 'designer', share: { auth: 'read' } }).view).toBe(
      'egList',
    );
    expect(alarmRecordsTarget({ id: 'g1', type: 'gm', display: 'list' })).toEqual({
      path: '/monitor/gm/detail/g1/00/1',
      view: 'gmInfo',
    });
    expect(alarmRecordsTarget({ id: 'g1', type: 'gm', display: 'designer' })).toEqual({
      path: '/monitor/gm/detail/g1/01/1',
      view: 'gmDesigner',
    });
  });
});
