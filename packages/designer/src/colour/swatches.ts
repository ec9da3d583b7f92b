/** The 50 predefined colours of the picker (SPEC §9): ten hues in five shades, then greys. */
// prettier-ignore
export const SWATCHES: readonly string[] = [
  '#FFEBEE', '#FFCDD2', '#EF9A9A', '#F44336', '#B71C1C',
  '#FFF3E0', '#FFE0B2', '#FFB74D', '#FF9800', '#E65100',
  '#FFFDE7', '#FFF59D', '#FFEB3B', '#FBC02D', '#F57F17',
  '#E8F5E9', '#A5D6A7', '#4CAF50', '#388E3C', '#1B5E20',
  '#E0F7FA', '#80DEEA', '#00BCD4', '#0097A7', '#006064',
  '#E3F2FD', '#90CAF9', '#2196F3', '#1976D2', '#0D47A1',
  '#EDE7F6', '#B39DDB', '#673AB7', '#512DA8', '#311B92',
  '#FCE4EC', '#F48FB1', '#E91E63', '#C2185B', '#880E4F',
  '#EFEBE9', '#BCAAA4', '#795548', '#5D4037', '#3E2723',
  '#FFFFFF', '#E0E0E0', '#9E9E9E', '#424242', '#000000',
];
