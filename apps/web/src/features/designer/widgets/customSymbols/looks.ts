import type { PartLook } from '@lf/designer';

const SHAPES = 'path, circle, rect, ellipse, polygon, polyline, line, text';

/** A declaration after the element's own: it wins over a style sheet's class rule too. */
function addStyle(element: Element, property: string, value: string): void {
  const before = (element.getAttribute('style') ?? '').trim().replace(/;$/, '');
  element.setAttribute('style', `${before}${before ? ';' : ''}${property}:${value} !important`);
}

/**
 * The sanitised drawing with each part's look of the shown state written in: a fill reaches the
 * part and the shapes inside it (a named group recolours as one), visibility hides it, rotation
 * turns it about its own centre (a wrapping group, so the part's own transform is kept), text
 * replaces its words. Parsed as XML: the markup is the server's sanitised text, and it is drawn
 * as an image, where no script runs and nothing is fetched.
 */
export function drawingWithLooks(svg: string, looks: ReadonlyMap<string, PartLook>): string {
  if (looks.size === 0) return svg;
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  for (const [id, look] of looks) {
    const part = document.getElementById(id);
    if (!part) continue;
    if (look.fill !== undefined) {
      for (const shape of [part, ...part.querySelectorAll(SHAPES)]) {
        shape.setAttribute('fill', look.fill);
        addStyle(shape, 'fill', look.fill);
      }
    }
    if (look.visibility !== undefined) {
      part.setAttribute('visibility', look.visibility);
      addStyle(part, 'visibility', look.visibility);
    }
    if (look.text !== undefined) {
      const text = part.localName === 'text' ? part : part.querySelector('text');
      if (text) text.textContent = look.text;
    }
    if (look.rotation !== undefined && Number(look.rotation) !== 0) {
      const turn = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      turn.setAttribute(
        'style',
        `transform-box: fill-box; transform-origin: center; transform: rotate(${Number(look.rotation)}deg)`,
      );
      part.replaceWith(turn);
      turn.append(part);
    }
  }
  return new XMLSerializer().serializeToString(document);
}

/** The drawing as an image address: an <image> keeps its ids and styles apart from the page. */
export function drawingHref(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
