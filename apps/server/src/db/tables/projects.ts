/**
 * Projects (operation centres), their pages and page grants, and the equipment configuration
 * pages.
 */
import type { Generated } from 'kysely';
import type { Timestamp, Defaulted, Nullable, Json } from './columns';

export interface ProjectTable {
  id: string;
  org_id: string;
  name: string;
  created_at: Timestamp;
  description: Defaulted<string>;
  thumbnail: Defaulted<string>;
  updated_at: Timestamp;
  home_page_id: Nullable<string>;
}

export interface ProjectEquipmentTable {
  project_id: string;
  equipment_id: string;
}

/** A page's title and canvas, the same on project pages and equipment configuration pages. */
interface PageCanvasColumns {
  title: string;
  width: Defaulted<number>;
  height: Defaulted<number>;
  fit: Defaulted<'container' | 'width' | 'height' | 'original'>;
  bg_color: Defaulted<string>;
  bg_image: Defaulted<string>;
  use_bg_image: Defaulted<boolean>;
  grid: Defaulted<boolean>;
}

export interface ProjectPageTable extends PageCanvasColumns {
  id: string;
  project_id: string;
  password_hash: Nullable<string>;
  json_url: Defaulted<string>;
  version: Defaulted<number>;
  widget_count: Defaulted<number>;
  seq: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PageGrantTable {
  session_hash: string;
  page_id: string;
  password_hash: string;
  granted_at: Timestamp;
}

export interface PagePasswordFailureTable {
  id: Generated<number>;
  session_hash: string;
  page_id: string;
  failed_at: Timestamp;
}

export interface ConfigurationPageTable extends PageCanvasColumns {
  id: string;
  equipment_id: string;
  home: Defaulted<boolean>;
  widget_count: Defaulted<number>;
  schema_version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConfigurationWidgetTable {
  page_id: string;
  seq: number;
  widget_id: string;
  widget_type: string;
  body: Json<Record<string, unknown>>;
}
