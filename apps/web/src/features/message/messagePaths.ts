import {
  alarmViewOf,
  type AlarmView,
  type EquipmentDisplay,
  type EquipmentType,
  type MessageItem,
  type MessageReadState,
  type MessageType,
} from '@lf/protocol';

/** Where the message centre's screens live (SPEC §2): two trees with the same lists. */
export type CentreBase = 'message' | 'msg';
export type CentreMenu = 'messageAll' | 'messageReaden' | 'messageUnReaden';

export const CENTRE_MENUS: readonly CentreMenu[] = [
  'messageAll',
  'messageReaden',
  'messageUnReaden',
];

const READ_STATE_OF_MENU: Record<CentreMenu, MessageReadState> = {
  messageAll: 'all',
  messageReaden: 'read',
  messageUnReaden: 'unread',
};

export function readStateOfMenu(menu: CentreMenu): MessageReadState {
  return READ_STATE_OF_MENU[menu];
}

export function isCentreMenu(value: string | undefined): value is CentreMenu {
  return CENTRE_MENUS.includes(value as CentreMenu);
}

/** Which tree and list a path belongs to; a detail path counts as the list it came from. */
export function centreOfPath(pathname: string): { base: CentreBase; menu: CentreMenu } {
  const [base, menu] = pathname.split('/').filter(Boolean);
  return {
    base: base === 'msg' ? 'msg' : 'message',
    menu: isCentreMenu(menu) ? menu : 'messageAll',
  };
}

export function listPath(base: CentreBase, menu: CentreMenu): string {
  return `/${base}/${menu}`;
}

/** /message/detail/{msgType}/{msgId} or /msg/detail/{menuType}/{msgType}/{id}. */
export function detailPath(
  base: CentreBase,
  menu: CentreMenu,
  message: Pick<MessageItem, 'id' | 'type'>,
): string {
  return base === 'message'
    ? `/message/detail/${message.type}/${message.id}`
    : `/msg/detail/${menu}/${message.type}/${message.id}`;
}

/** The pop-up's detail, opened in a new window (SPEC §2 /system/msg/detail/{dataId}/{msgType}). */
export function popupDetailPath(message: { id: string; type: MessageType }): string {
  return `/system/msg/detail/${message.id}/${message.type}`;
}

/** What the EG and GM lookups of SPEC §3 answer about an alarm's equipment. */
export interface AlarmEquipment {
  id: string;
  type: EquipmentType;
  display: EquipmentDisplay;
  /** Another organisation's equipment shared with the reader. */
  share?: unknown;
}

/** The GM lookup's ruleType (SPEC §3): 00 the equipment-info monitor, 01 the designer view. */
export function gmRuleType(display: EquipmentDisplay): '00' | '01' {
  return display === 'designer' ? '01' : '00';
}

/**
 * Where an alarm message opens its equipment's alarm records, and the view (with its own
 * permission, SPEC §6) that shows them: an EG equipment by its display (list or designer view),
 * a GM one by its ruleType at /monitor/gm/detail/{id}/{ruleType}/{openType}. Shared equipment
 * opens in the list view (the configuration pages stay the owner's).
 */
export function alarmRecordsTarget(equipment: AlarmEquipment): { path: string; view: AlarmView } {
  const id = encodeURIComponent(equipment.id);
  if (equipment.type === 'gm') {
    const ruleType = gmRuleType(equipment.display);
    return { path: `/monitor/gm/detail/${id}/${ruleType}/1`, view: alarmViewOf('gm', ruleType) };
  }
  if (equipment.display === 'designer' && !equipment.share) {
    return { path: `/monitor/eg/detail/configuration/${id}/1`, view: 'egDesigner' };
  }
  return { path: `/monitor/eg/detail/list/${id}/1`, view: 'egList' };
}
