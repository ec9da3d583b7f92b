/**
 * The designer canvas as a standalone SVG image for the project thumbnail. HTML parts
 * (foreignObject: controls, charts, video) are left out: the server refuses active SVG. The
 * widgets of a long page's paint slices (WidgetLayer) are taken out of their foreignObjects
 * first, in order, so they stay in the picture.
 */
export function canvasThumbnail(svg: SVGSVGElement): Blob {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.querySelectorAll('foreignObject[data-paint-slice]').forEach((slice) => {
    const widgets = slice.querySelector(':scope > svg > g');
    if (widgets) slice.replaceWith(widgets);
    else slice.remove();
  });
  copy.querySelectorAll('foreignObject').forEach((node) => node.remove());
  copy
    .querySelectorAll(
      '[data-handle], [data-testid="selection-outline"], [data-testid="rubber-band"]',
    )
    .forEach((node) => node.remove());
  copy.removeAttribute('style');
  copy.removeAttribute('role');
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const text = new XMLSerializer().serializeToString(copy).replace(/\son[a-z]+="[^"]*"/gi, '');
  return new Blob([text], { type: 'image/svg+xml' });
}
