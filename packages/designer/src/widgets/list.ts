import { widgetGroup } from './types/widgetGroup';
import { shapeArrow } from './types/shapeArrow';
import { shapeCircle } from './types/shapeCircle';
import { shapeEllipse } from './types/shapeEllipse';
import { shapeLine } from './types/shapeLine';
import { shapeOctagon } from './types/shapeOctagon';
import { shapeParallelogram } from './types/shapeParallelogram';
import { shapePrism } from './types/shapePrism';
import { shapeRect } from './types/shapeRect';
import { shapeTriangle } from './types/shapeTriangle';
import { processPipe } from './types/processPipe';
import { usualDashboard } from './types/usualDashboard';
import { usualButton } from './types/usualButton';
import { usualDataText } from './types/usualDataText';
import { usualImage } from './types/usualImage';
import { usualPercentFill } from './types/usualPercentFill';
import { usualScrollbar } from './types/usualScrollbar';
import { usualText } from './types/usualText';
import { usualTimer } from './types/usualTimer';
import { usualAnimation } from './types/usualAnimation';
import { usualDropdown } from './types/usualDropdown';
import { complexLine } from './types/complexLine';
import { complexBar } from './types/complexBar';
import { complexPie } from './types/complexPie';
import { complexVideo } from './types/complexVideo';
import { processSymbol } from './types/processSymbol';
import { customSymbol } from './types/customSymbol';

/**
 * Every widget type the designer knows, in palette order. This list is the ONE place a type is
 * registered: parsing, factories, drawing and the web designer's palette all read it.
 */
export const WIDGET_DEFINITIONS = [
  widgetGroup,
  shapeArrow,
  shapeCircle,
  shapeEllipse,
  shapeLine,
  shapeOctagon,
  shapeParallelogram,
  shapePrism,
  shapeRect,
  shapeTriangle,
  processPipe,
  usualDashboard,
  usualButton,
  usualDataText,
  usualImage,
  usualPercentFill,
  usualScrollbar,
  usualText,
  usualTimer,
  usualAnimation,
  usualDropdown,
  complexLine,
  complexBar,
  complexPie,
  complexVideo,
  processSymbol,
  customSymbol,
] as const;
