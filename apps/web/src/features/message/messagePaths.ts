import type { MessageItem, MessageReadState, MessageType } from '@lf/protocol';

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

/** An alarm of an EG equipment links to that equipment's monitor screen, alarms shown. */
export function equipmentMonitorPath(
  message: Pick<MessageItem, 'type' | 'dataId' | 'equipType'>,
): string | null {
  if (message.type !== 'alarm' || message.equipType !== 'eg' || message.dataId === '') return null;
  return `/monitor/eg/detail/list/${encodeURIComponent(message.dataId)}/1`;
}
