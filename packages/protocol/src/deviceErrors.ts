import type { Bilingual } from './i18n';

/** Device communication codes of SPEC §8, shown as text when a command or read fails. */
export const DEVICE_ERRORS: Record<number, Bilingual> = {
  1301: { zh: '通讯超时', en: 'Communication timeout' },
  1711: { zh: '下位设备故障', en: 'Lower device fault' },
  1712: { zh: '下位设备忙', en: 'Lower device busy' },
  1713: { zh: '数据校验错误', en: 'Data check error' },
  1714: { zh: '变量不存在', en: 'Variable does not exist' },
  1715: { zh: '响应超时', en: 'Response timeout' },
  1721: { zh: '变量地址不存在', en: 'Variable address does not exist' },
  1722: { zh: '数据类型错误', en: 'Data type error' },
  2003: { zh: '写入值超出限制', en: 'Write value exceeds the limit' },
  2004: { zh: '变量只读', en: 'Variable is read-only' },
  99901: { zh: '下位设备通讯故障', en: 'Lower device communication fault' },
  99902: { zh: '响应超时', en: 'Response timeout' },
  99903: { zh: '变量缺失', en: 'Variable missing' },
  99904: { zh: '变量地址为空或格式错误', en: 'Variable address empty or malformed' },
  99905: { zh: '变量只读', en: 'Variable is read-only' },
  99906: { zh: '变量超出限制', en: 'Variable out of limit' },
  99907: { zh: '读取数据不完整', en: 'Read data incomplete' },
  90099: { zh: '未知异常', en: 'Unknown exception' },
  1600000: { zh: '不支持的采集公式', en: 'Unsupported collection formula' },
  1617000: { zh: '不支持的采集公式', en: 'Unsupported collection formula' },
};

/** Text for a device code; any code outside the catalogue gets the generic text with the code. */
export function deviceErrorText(code: number, locale: 'zh-CN' | 'en'): string {
  const known = DEVICE_ERRORS[code];
  if (known) return locale === 'en' ? known.en : known.zh;
  return locale === 'en' ? `Communication exception (${code})` : `通讯异常（${code}）`;
}
