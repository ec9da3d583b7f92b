import type { DOMPurify as Purifier } from 'dompurify';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Elements refused on top of DOMPurify's SVG allow-list: animation elements can set `href` to a
 * script URL after sanitising, and foreignObject embeds a whole HTML document.
 */
const FORBIDDEN_TAGS = [
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'set',
  'foreignobject',
  'script',
  'iframe',
  'embed',
  'object',
];

let purifier: Promise<{ purify: Purifier; parse: (text: string) => Document }> | undefined;

/**
 * jsdom takes a few hundred milliseconds to load, so it is loaded at the first SVG upload and
 * not at every server start.
 */
function loadPurifier() {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    const parser = new window.DOMParser();
    return { purify, parse: (text: string) => parser.parseFromString(text, 'image/svg+xml') };
  })();
  return purifier;
}

function isSvgDocument(document: Document): boolean {
  const root = document.documentElement;
  return (
    root.localName === 'svg' &&
    root.namespaceURI === SVG_NAMESPACE &&
    document.getElementsByTagName('parsererror').length === 0
  );
}

/**
 * The SVG made inert: parsed as XML (as a browser opens an .svg file), then rebuilt from
 * DOMPurify's allow-list of SVG elements and attributes. Namespaced scripts, event handlers,
 * script URLs however encoded, animations of `href`, foreignObject and references to other
 * documents do not survive. Undefined when the text is not a well-formed SVG document or nothing
 * of it is left.
 */
export async function sanitizeSvg(text: string): Promise<string | undefined> {
  const { purify, parse } = await loadPurifier();
  if (!isSvgDocument(parse(text))) return undefined;
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
    FORBID_TAGS: FORBIDDEN_TAGS,
    KEEP_CONTENT: false,
  });
  if (!isSvgDocument(parse(clean))) return undefined;
  return clean;
}
