import { CUSTOM_SYMBOL_LIMITS, svgElementId, type SvgElement } from '@lf/protocol';
import { sanitizeSvg } from '../http/files/svgSanitizer';

export type SymbolSvgRefusal = 'customSymbolNotSvg' | 'customSymbolTooLarge' | 'customSymbolNul';

export type SymbolSvgCheck =
  | {
      readonly ok: true;
      readonly svg: string;
      readonly viewBox: { readonly width: number; readonly height: number };
      readonly elements: SvgElement[];
    }
  | {
      readonly ok: false;
      readonly refusal: SymbolSvgRefusal;
      readonly params: Record<string, string>;
    };

/** The most element ids offered as parts: a drawing tool's export can id every path. */
const MAX_ELEMENTS = 1000;
const DEFAULT_SIDE = 100;

let dom:
  Promise<{ parse: (text: string) => Document; serialise: (node: Node) => string }> | undefined;

/** jsdom loads once, at the first symbol upload (as the image sanitiser's does). */
function loadDom() {
  dom ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const { window } = new JSDOM('');
    const parser = new window.DOMParser();
    const serialiser = new window.XMLSerializer();
    return {
      parse: (text: string) => parser.parseFromString(text, 'image/svg+xml'),
      serialise: (node: Node) => serialiser.serializeToString(node),
    };
  })();
  return dom;
}

/** A reference that leaves the drawing: anything but a fragment of the drawing itself. */
const OUTSIDE_URL = /url\(\s*(?!['"]?#)/i;

/**
 * Removes what DOMPurify's SVG profile lets through but a symbol must not have: references to
 * other documents (`href` to http, data: or a relative file, `url(…)` in attributes and style
 * sheets, `@import`), so a symbol draws the same everywhere and fetches nothing.
 */
function dropOutsideReferences(root: Element): void {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.localName === 'style') {
      const css = element.textContent ?? '';
      if (/@import/i.test(css) || OUTSIDE_URL.test(css)) element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const outside =
        attribute.localName === 'href'
          ? !attribute.value.trim().startsWith('#')
          : OUTSIDE_URL.test(attribute.value);
      if (outside) element.removeAttributeNode(attribute);
    }
  }
}

function positive(text: string | null): number | null {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The drawing's size in its own units; a viewBox is written when it had none, so it scales. */
function ensureViewBox(root: Element): { width: number; height: number } {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth = 0, boxHeight = 0] = box;
  if (box.length === 4 && box.every(Number.isFinite) && boxWidth > 0 && boxHeight > 0) {
    return { width: boxWidth, height: boxHeight };
  }
  const width = positive(root.getAttribute('width')) ?? DEFAULT_SIDE;
  const height = positive(root.getAttribute('height')) ?? DEFAULT_SIDE;
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  return { width, height };
}

function elementsWithIds(root: Element): SvgElement[] {
  const seen = new Set<string>();
  const elements: SvgElement[] = [];
  for (const element of root.querySelectorAll('[id]')) {
    const id = element.getAttribute('id') ?? '';
    if (seen.has(id) || !svgElementId.safeParse(id).success) continue;
    seen.add(id);
    elements.push({ id, tag: element.localName.slice(0, 40) });
    if (elements.length >= MAX_ELEMENTS) break;
  }
  return elements;
}

/**
 * A drawing tool's file starts with an XML declaration, comments and a DOCTYPE naming the SVG
 * DTD; the sanitiser reads the markup inside an XHTML body, where those are errors. They carry
 * nothing a symbol draws, so they go (entity declarations are refused before this).
 */
const PROLOG = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)\s*)*/i;

function withoutProlog(text: string): string {
  return text.replace(PROLOG, '');
}

/**
 * An uploaded symbol drawing made safe to render: refused when it carries NUL, exceeds the size
 * limit or is not a well-formed SVG (entity declarations included); otherwise cleaned by the
 * shared SVG sanitiser (DOMPurify's SVG profile: no scripts, event handlers, foreignObject,
 * animations), stripped of outside references, with its viewBox and element ids.
 */
export async function cleanSymbolSvg(text: string): Promise<SymbolSvgCheck> {
  if (text.includes('\u0000')) return { ok: false, refusal: 'customSymbolNul', params: {} };
  if (Buffer.byteLength(text, 'utf8') > CUSTOM_SYMBOL_LIMITS.svgBytes) {
    const max = `${CUSTOM_SYMBOL_LIMITS.svgBytes / 1024} KiB`;
    return { ok: false, refusal: 'customSymbolTooLarge', params: { max } };
  }
  const notSvg: SymbolSvgCheck = { ok: false, refusal: 'customSymbolNotSvg', params: {} };
  if (/<!ENTITY/i.test(text)) return notSvg;
  const clean = await sanitizeSvg(withoutProlog(text));
  if (!clean) return notSvg;
  const { parse, serialise } = await loadDom();
  const document = parse(clean);
  const root = document.documentElement;
  dropOutsideReferences(root);
  if (root.children.length === 0) return notSvg;
  const viewBox = ensureViewBox(root);
  return { ok: true, svg: serialise(root), viewBox, elements: elementsWithIds(root) };
}
