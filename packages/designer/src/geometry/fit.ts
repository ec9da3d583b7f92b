import type { Page } from '../document/page';

export interface ViewScale {
  readonly scaleX: number;
  readonly scaleY: number;
}

/**
 * How the viewer scales a page into its container (the page's `fit`): `container` shows the
 * whole page as large as fits, keeping proportions; `width` and `height` fill that dimension;
 * `original` shows it at its own size.
 */
export function fitScale(
  con: Pick<Page, 'width' | 'height' | 'fit'>,
  container: { readonly width: number; readonly height: number },
): ViewScale {
  const byWidth = container.width / con.width;
  const byHeight = container.height / con.height;
  const uniform = (scale: number) => ({ scaleX: scale, scaleY: scale });
  const modes: Readonly<Record<Page['fit'], () => ViewScale>> = {
    container: () => uniform(Math.min(byWidth, byHeight)),
    width: () => uniform(byWidth),
    height: () => uniform(byHeight),
    original: () => uniform(1),
  };
  return modes[con.fit]();
}
