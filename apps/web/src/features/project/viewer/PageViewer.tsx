import { useEffect, useMemo, useRef, useState } from 'react';
import { fitScale, themedBackground, type LiveValues, type PageDocument } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { PageBackground } from '../../designer/canvas/PageBackground';
import { WidgetLayer } from '../../designer/canvas/WidgetLayer';
import type { ViewerActions } from '../../designer/widgets/types';
import { PageThemeContext } from '../../designer/widgets/pageTheme';
import { ViewerRegionContext } from '../../designer/widgets/viewerRegion';
import { useSession } from '../../../state/session';
import { useZoomPan } from './useZoomPan';
import { ZoomControls } from './ZoomControls';

/**
 * A page shown live: the same widget renderers as the designer, fitted into its container by
 * the page's `fit` setting, with live values and click events. A reader can fit it to the width
 * or show it at its own size, and zoom (pinch, Ctrl+wheel, buttons) and pan (drag, scroll) it. Other screens (the equipment
 * configuration view) mount it with their own values and actions.
 */
export function PageViewer({
  document,
  values,
  actions,
}: {
  document: PageDocument;
  values: LiveValues;
  actions: ViewerActions | null;
}) {
  const { i18n } = useTranslation();
  const user = useSession((state) => state.user);
  const region = useMemo(
    () => (user ? { authRegion: user.authRegion, roleType: user.roleType } : null),
    [user],
  );
  const container = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { con } = document;
  // A high-performance theme brings its own background: no picture, the theme's grey.
  const background = useMemo(
    () =>
      con.theme === 'standard'
        ? con
        : { ...con, bgColor: themedBackground(con.theme, con.bgColor), useBgImage: false },
    [con],
  );
  const pageFit = size ? fitScale(con, size).scaleX : 1;
  const view = useZoomPan(container, con, size, pageFit);
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ZoomControls
        mode={view.mode}
        scale={view.scale}
        onMode={view.chooseMode}
        onZoomIn={view.zoomIn}
        onZoomOut={view.zoomOut}
        onReset={view.reset}
      />
      <div
        ref={container}
        data-testid="page-viewer"
        // The viewer pans and pinches itself: the browser must neither scroll the window nor
        // zoom the whole console under a finger.
        style={{ flex: 1, minHeight: 0, overflow: 'auto', touchAction: 'none' }}
        {...view.handlers}
      >
        <svg
          aria-label={con.title}
          width={con.width * view.scale}
          height={con.height * view.scale}
          viewBox={`0 0 ${con.width} ${con.height}`}
          preserveAspectRatio="none"
          data-theme={con.theme}
          style={{ display: 'block', margin: '0 auto' }}
        >
          <PageBackground con={background} grid={false} gridSize={10} />
          <ViewerRegionContext.Provider value={region}>
            <PageThemeContext.Provider value={con.theme}>
              <WidgetLayer
                widgets={document.widgets}
                mode="view"
                values={values}
                actions={actions}
                locale={i18n.language === 'en' ? 'en' : 'zh-CN'}
                size={con}
              />
            </PageThemeContext.Provider>
          </ViewerRegionContext.Provider>
        </svg>
      </div>
    </div>
  );
}
