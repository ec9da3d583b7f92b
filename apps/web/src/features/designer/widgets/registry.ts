import { WIDGET_DEFINITIONS, type WidgetType } from '@lf/designer';
import { complexBarModule } from './complex/complexBar';
import { complexLineModule } from './complex/complexLine';
import { complexPieModule } from './complex/complexPie';
import { complexVideoModule } from './complex/complexVideo';
import {
  shapeArrowModule,
  shapeCircleModule,
  shapeEllipseModule,
  shapeLineModule,
  shapeOctagonModule,
  shapeParallelogramModule,
  shapePrismModule,
  shapeRectModule,
  shapeTriangleModule,
} from './shapes';
import { processPipeModule } from './process/processPipe';
import type { WidgetModule } from './types';
import { usualAnimationModule } from './usual/usualAnimation';
import { usualButtonModule } from './usual/usualButton';
import { usualDashboardModule } from './usual/usualDashboard';
import { usualDataTextModule } from './usual/usualDataText';
import { usualDropdownModule } from './usual/usualDropdown';
import { usualImageModule } from './usual/usualImage';
import { usualPercentFillModule } from './usual/usualPercentFill';
import { usualScrollbarModule } from './usual/usualScrollbar';
import { usualTextModule } from './usual/usualText';
import { usualTimerModule } from './usual/usualTimer';
import { widgetGroupModule } from './widgetGroup';
import { processSymbolModule } from './symbols/processSymbol';
import { SymbolStatesPanel } from './symbols/SymbolStatesPanel';
import { CustomSymbolStatesPanel } from './customSymbols/CustomSymbolStatesPanel';
import { customSymbolModule } from './customSymbols/customSymbol';
import { DashboardStagesPanel, DropdownOptionsPanel, AnimationFramesPanel } from './addonExtras';

/**
 * The ONE list of web widget modules, keyed by the designer's widget types: the type checker
 * refuses a type of WIDGET_DEFINITIONS without a module here.
 */
export const WIDGET_MODULES: { readonly [T in WidgetType]: WidgetModule & { type: T } } = {
  WidgetGroup: { ...widgetGroupModule, type: 'WidgetGroup' },
  ShapeArrow: { ...shapeArrowModule, type: 'ShapeArrow' },
  ShapeCircle: { ...shapeCircleModule, type: 'ShapeCircle' },
  ShapeEllipse: { ...shapeEllipseModule, type: 'ShapeEllipse' },
  ShapeLine: { ...shapeLineModule, type: 'ShapeLine' },
  ShapeOctagon: { ...shapeOctagonModule, type: 'ShapeOctagon' },
  ShapeParallelogram: { ...shapeParallelogramModule, type: 'ShapeParallelogram' },
  ShapePrism: { ...shapePrismModule, type: 'ShapePrism' },
  ShapeRect: { ...shapeRectModule, type: 'ShapeRect' },
  ShapeTriangle: { ...shapeTriangleModule, type: 'ShapeTriangle' },
  ProcessPipe: { ...processPipeModule, type: 'ProcessPipe' },
  UsualDashboard: {
    ...usualDashboardModule,
    type: 'UsualDashboard',
    AddonExtras: DashboardStagesPanel,
  },
  UsualButton: { ...usualButtonModule, type: 'UsualButton' },
  UsualDataText: { ...usualDataTextModule, type: 'UsualDataText' },
  UsualImage: { ...usualImageModule, type: 'UsualImage' },
  UsualPercentFill: { ...usualPercentFillModule, type: 'UsualPercentFill' },
  UsualScrollbar: { ...usualScrollbarModule, type: 'UsualScrollbar' },
  UsualText: { ...usualTextModule, type: 'UsualText' },
  UsualTimer: { ...usualTimerModule, type: 'UsualTimer' },
  UsualAnimation: {
    ...usualAnimationModule,
    type: 'UsualAnimation',
    AddonExtras: AnimationFramesPanel,
  },
  UsualDropdown: {
    ...usualDropdownModule,
    type: 'UsualDropdown',
    AddonExtras: DropdownOptionsPanel,
  },
  ComplexLine: { ...complexLineModule, type: 'ComplexLine' },
  ComplexBar: { ...complexBarModule, type: 'ComplexBar' },
  ComplexPie: { ...complexPieModule, type: 'ComplexPie' },
  ComplexVideo: { ...complexVideoModule, type: 'ComplexVideo' },
  ProcessSymbol: { ...processSymbolModule, type: 'ProcessSymbol', AddonExtras: SymbolStatesPanel },
  CustomSymbol: {
    ...customSymbolModule,
    type: 'CustomSymbol',
    AddonExtras: CustomSymbolStatesPanel,
  },
};

export function widgetModule(type: WidgetType): WidgetModule {
  return WIDGET_MODULES[type];
}

/** Palette order: the designer's own list (symbols have their own searchable section). */
export const PALETTE_TYPES: readonly WidgetType[] = WIDGET_DEFINITIONS.map((d) => d.type).filter(
  (type) => type !== 'WidgetGroup' && type !== 'ProcessSymbol' && type !== 'CustomSymbol',
);
