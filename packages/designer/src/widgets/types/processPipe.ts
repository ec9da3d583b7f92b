import { PipeAddonSchema } from '../../pipes/addon';
import { defineWidget } from '../definition';

export const processPipe = defineWidget({
  type: 'ProcessPipe',
  category: 'shape',
  label: { zh: '管道', en: 'Pipe' },
  addon: PipeAddonSchema,
  defaultSize: { width: 100, height: 0 },
  style: { fill: 'transparent' },
  sizeRule: 'path',
});
