import type { Locale as AntdLocale } from 'antd/es/locale';
import antdZhCN from 'antd/locale/zh_CN';
import antdEnUS from 'antd/locale/en_US';
import type { Locale } from '@lf/protocol';

/** antd's texts per language; a dialog's cancel button says 关闭 / Close by default (SPEC §9). */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  'zh-CN': {
    ...antdZhCN,
    Modal: { ...antdZhCN.Modal, okText: '确定', cancelText: '关闭', justOkText: '知道了' },
  },
  en: {
    ...antdEnUS,
    Modal: { ...antdEnUS.Modal, okText: 'OK', cancelText: 'Close', justOkText: 'OK' },
  },
};
