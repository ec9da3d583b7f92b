/** An organisation's custom symbols (uploaded, sanitised SVG drawings with named parts). */
import type { CustomSymbolDesign, SvgElement } from '@lf/protocol';
import type { Json, Nullable, Timestamp } from './columns';

export interface CustomSymbolTable {
  id: string;
  org_id: string;
  name: string;
  svg: string;
  view_width: number;
  view_height: number;
  elements: Json<SvgElement[]>;
  design: Json<CustomSymbolDesign>;
  created_by: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
