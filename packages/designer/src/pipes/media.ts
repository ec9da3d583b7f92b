import type { Bilingual } from '@lf/protocol';
import type { PipeMedium } from './addon';

export interface PipeMediumStyle {
  readonly label: Bilingual;
  /** Line colour: muted, after ISA-101, so that only abnormal states stand out in colour. */
  readonly colour: string;
}

/** The colour of each medium, muted tones after the ISA-101 high-performance palette. */
export const PIPE_MEDIA: Readonly<Record<PipeMedium, PipeMediumStyle>> = {
  water: { label: { zh: '水', en: 'Water' }, colour: '#5F7FA3' },
  steam: { label: { zh: '蒸汽', en: 'Steam' }, colour: '#A88383' },
  air: { label: { zh: '空气', en: 'Air' }, colour: '#7FA3A3' },
  oil: { label: { zh: '油', en: 'Oil' }, colour: '#8C7B5E' },
  gas: { label: { zh: '燃气', en: 'Gas' }, colour: '#A89A5F' },
  chemical: { label: { zh: '化学品', en: 'Chemical' }, colour: '#8A76A0' },
  wastewater: { label: { zh: '污水', en: 'Wastewater' }, colour: '#6F7F5F' },
  other: { label: { zh: '其他', en: 'Other' }, colour: '#808080' },
};
