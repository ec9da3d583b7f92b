/**
 * @lf/designer — the monitoring page as data and every designer edit as a pure function.
 * Shared by the web designer, the viewer, the equipment configuration editor and the tests.
 */

// Constants and ids
export { DESIGNER_LIMITS } from './constants';
export { randomIds, sequentialIds, type IdGenerator } from './ids';

// Document model
export * from './document/primitives';
export * from './document/style';
export * from './document/animation';
export * from './document/clickEvent';
export * from './document/binding';
export * from './document/position';
export * from './document/page';
export { WidgetSchema, type Widget } from './document/widget';
export {
  createDocument,
  parseLayout,
  serialiseLayout,
  toStoredLayout,
  type LayoutError,
  type PageDocument,
  type ParseLayoutResult,
  type StoredLayout,
} from './document/layout';
export {
  LAYOUT_MIGRATIONS,
  LAYOUT_SCHEMA_VERSION,
  migrateLayout,
  type LayoutMigration,
} from './document/migrations';
export { computeBind } from './document/bind';
export {
  collectIds,
  countTowardLimit,
  countWidgets,
  indexWidgets,
  walkWidgets,
  widgetBounds,
  type WidgetEntry,
  type WidgetIndex,
} from './document/tree';

// Widget registry and factories
export * from './widgets/addons';
export {
  WIDGET_CATEGORIES,
  type SizeRuleName,
  type WidgetCategory,
  type WidgetDefinition,
} from './widgets/definition';
export { WIDGET_DEFINITIONS } from './widgets/list';
export {
  WIDGET_TYPES,
  addonOf,
  isWidgetType,
  widgetDefinition,
  type AddonOf,
  type WidgetType,
} from './widgets/registry';
export { createWidget, type CreateWidgetOptions } from './widgets/factory';

// Geometry
export * from './geometry/box';
export {
  boxSelect,
  hitPath,
  hitTest,
  widgetContainsPoint,
  type BoxSelectMode,
} from './geometry/hit';
export { fitScale, type ViewScale } from './geometry/fit';
export {
  alignmentGuides,
  snapMove,
  snapMoveToGrid,
  snapThreshold,
  snapToGrid,
  type Guide,
  type SnapResult,
} from './geometry/snap';
export { SIZE_RULES } from './geometry/sizeRules';

// Commands
export * from './commands/result';
export { draw, place, type DrawArgs, type PlaceArgs } from './commands/draw';
export { edgesNear, move, type CanvasEdge, type MoveArgs, type MoveReport } from './commands/move';
export { resize, type ResizeArgs } from './commands/resize';
export { rotate, type RotateArgs, type RotateReport } from './commands/rotate';
export { group, ungroup, type GroupArgs, type GroupReport } from './commands/group';
export {
  ALIGN_EDGES,
  align,
  type AlignArgs,
  type AlignEdge,
  type AlignReport,
} from './commands/align';
export { distribute, type DistributeArgs, type DistributeReport } from './commands/distribute';
export {
  EMPTY_CLIPBOARD,
  copy,
  duplicate,
  paste,
  type Clipboard,
  type DuplicateArgs,
  type PasteArgs,
  type PasteReport,
} from './commands/clipboard';
export { remove } from './commands/remove';
export { Z_ORDER_MOVES, zOrder, type ZOrderArgs, type ZOrderMove } from './commands/zOrder';
export { setLocked, type LockArgs } from './commands/lock';
export {
  rename,
  setAddon,
  setAnimation,
  setClickEvent,
  setData,
  setItems,
  setPage,
  setStyle,
  type RenameArgs,
  type SetAddonArgs,
  type SetAnimationArgs,
  type SetClickEventArgs,
  type SetDataArgs,
  type SetItemsArgs,
  type SetPageArgs,
  type SetStyleArgs,
} from './commands/properties';
export { setAuthRegion, type SetAuthRegionArgs } from './commands/properties';
export {
  FORMAT_PAINTER_OFF,
  applyFormatPainter,
  toggleFormatPainter,
  type FormatPainter,
  type PaintArgs,
} from './commands/formatPainter';
export {
  checkBindings,
  type BindingCheckResult,
  type ClearedBinding,
} from './commands/bindingCheck';

// History and editor state
export * from './history/history';
export * from './history/editor';

// Evaluation of live values (viewer)
export { compare, type LiveValue, type LiveValues } from './evaluate/compare';
export { boundValue, evaluateAppearance, type Appearance } from './evaluate/appearance';
export * from './evaluate/authRegion';
export {
  formatDataText,
  formatTimer,
  rangeRatio,
  readDashboard,
  readPercentFill,
  type DashboardReading,
  type GaugeReading,
} from './evaluate/format';

// Pipes and ports
export {
  MID_EDGE_PORTS,
  midEdgePorts,
  placePorts,
  turnDirection,
  type PlacedPort,
  type Port,
  type PortDirection,
  type PortsOf,
} from './widgets/ports';
export * from './pipes/addon';
export { PIPE_MEDIA, type PipeMediumStyle } from './pipes/media';
export {
  distanceToPolyline,
  layoutPoints,
  moveVertex,
  pipePathData,
  placePoints,
  routeOrthogonal,
  simplifyPath,
} from './pipes/geometry';
export {
  PIPE_SNAP_RADIUS,
  PIPE_TYPE,
  pagePorts,
  pipeEndAt,
  pipePoints,
  snapPipePoint,
  type SnapOptions,
  type SnapTarget,
} from './pipes/snap';
export {
  PIPE_TOOL_IDLE,
  pipeTool,
  type DrawnPipe,
  type PipeToolContext,
  type PipeToolEvent,
  type PipeToolState,
  type PipeToolStep,
} from './pipes/tool';
export { pipeFlow, type PipeFlow } from './pipes/flow';
export {
  attachmentAt,
  followAttachments,
  placedPortOf,
  rerouteEnds,
  type EndTarget,
} from './pipes/attach';
export {
  drawPipe,
  setPipePoints,
  type DrawPipeArgs,
  type SetPipePointsArgs,
} from './pipes/commands';
export { themedAppearance, themedBackground, themedColour } from './evaluate/theme';

// Colour picker
export * from './colour/rgb';
export { SWATCHES } from './colour/swatches';
export { pushRecent } from './colour/recent';
export * from './colour/picker';

// Symbol catalogue and symbol widgets
export * from './symbols/model';
export { ISA101, type SymbolKind } from './symbols/styles';
export {
  SYMBOL_CATALOGUE,
  SYMBOL_IDS,
  defaultStateOf,
  searchSymbols,
  symbolById,
} from './symbols/catalogue';
export {
  StateRuleSchema,
  SymbolAddonSchema,
  defaultStateRules,
  stateRulesOf,
  symbolAddon,
  symbolPorts,
  symbolSize,
  type StateRule,
  type SymbolAddon,
} from './symbols/addon';
export { evaluateSymbol, evaluateSymbolWidget, type SymbolReading } from './symbols/evaluate';

// Local settings
export * from './config/designerConfig';

// Page templates per equipment model
export * from './templates/resolve';
// Custom symbols (an organisation's uploaded SVGs with named parts bound to states)
export * from './customSymbols';
