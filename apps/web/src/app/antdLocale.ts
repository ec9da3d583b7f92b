import type { Locale as AntdLocale } from 'antd/es/locale';
// The ES module builds: `antd/locale/*` is CommonJS and arrives wrapped in `{default}`, which
// antd then unwraps, silently dropping any override spread next to it.
import antdZhCN from 'antd/es/locale/zh_CN';
import antdEnUS from 'antd/es/locale/en_US';
import type { Locale } from '@lf/protocol';

/** antd's texts per language; a dialog's cancel button says 关闭 / Close by default (SPEC §9). */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  'zh-CN': { ...antdZhCN, Modal: { okText: '确定', cancelText: '关闭', justOkText: '知道了' } },
  en: { ...antdEnUS, Modal: { okText: 'OK', cancelText: 'Close', justOkText: 'OK' } },
};
