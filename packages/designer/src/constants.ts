import { LIMITS } from '@lf/protocol';

/**
 * Designer rules of SPEC §5 and §9, gathered under the names the designer code uses.
 * The numbers come from the shared LIMITS so server, web app and designer never disagree.
 */
export const DESIGNER_LIMITS = {
  widgetsPerPage: LIMITS.widgetsPerPage,
  undoDepthProjectDesigner: LIMITS.undoDepthProjectDesigner,
  undoDepthConfigurationEditor: LIMITS.undoDepthConfigurationEditor,
  pasteOffset: LIMITS.pasteOffset,
  minShapeSize: LIMITS.minShapeSize,
  edgeMargin: LIMITS.edgeMargin,
  snapAdsorbOn: LIMITS.snapAdsorbOn,
  snapAdsorbOff: LIMITS.snapAdsorbOff,
  alignTolerance: LIMITS.alignTolerance,
  defaultCanvasWidth: LIMITS.defaultCanvasWidth,
  defaultCanvasHeight: LIMITS.defaultCanvasHeight,
  autoSaveIntervalDefault: LIMITS.autoSaveIntervalDefault,
  clickEventDefaultSize: LIMITS.clickEventDefaultSize,
  clickEventDefaultDelay: LIMITS.clickEventDefaultDelay,
  recentColoursMax: LIMITS.recentColoursMax,
  swatchCount: LIMITS.swatchCount,
  /** Spacing of the designer grid that grid snapping rounds to (not fixed by the spec). */
  gridSize: 10,
  /** Default speed of the rotate animation, one turn per this many milliseconds (SPEC §3). */
  rotateSpeedDefaultMs: 1000,
  /** How far from a line's stroke a pointer still hits it, so hair-thin lines stay clickable. */
  lineHitTolerance: 4,
} as const;
