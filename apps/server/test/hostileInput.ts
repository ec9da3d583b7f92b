import { z } from 'zod';
/**
 * SVG files that would run script when opened from our origin, each as an attacker wrote it. The
 * upload tests, the attack suite and docs/reliability.md use this one list.
 */
export const HOSTILE_SVGS: Record<string, string> = {
  'namespaced script element': `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><x:script xmlns:x="http://www.w3.org/2000/svg">parent.alert(1)</x:script><rect width="4" height="4"/></svg>`,
  'plain script element': `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>`,
  'entity-encoded javascript: link': `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)"><rect width="4" height="4"/></a><a href="&#x6A;&#x61;vascript&#58;alert(1)"><text>x</text></a></svg>`,
  'animate setting href': `<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><rect width="4" height="4"/></a></svg>`,
  'set setting href': `<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>`,
  'event handlers': `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4" onclick="alert(1)" onmouseover="alert(1)"/></svg>`,
  'foreignObject with HTML': `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/><img src="x" onerror="alert(1)"/></body></foreignObject><rect width="4" height="4"/></svg>`,
  'use of an outside document': `<svg xmlns="http://www.w3.org/2000/svg"><use href="https://attacker.example/x.svg#a"/><rect width="4" height="4"/></svg>`,
  'xhtml script in svg': `<svg xmlns="http://www.w3.org/2000/svg"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script><rect width="4" height="4"/></svg>`,
};

/** What may not be left in a served SVG: names of elements and attributes, and URL schemes. */
export function activeSvgParts(document: Document): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    const name = element.localName.toLowerCase();
    if (
      ['script', 'foreignobject', 'animate', 'set', 'iframe', 'embed', 'object', 'use'].includes(
        name,
      )
    ) {
      found.push(`<${element.nodeName}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.localName.toLowerCase().startsWith('on')) found.push(`@${attribute.name}`);
      if (/^\s*(javascript|vbscript|data:text)/i.test(attribute.value)) {
        found.push(`@${attribute.name}=${attribute.value}`);
      }
      if (attribute.localName === 'href' && /^\s*(https?:)?\/\//i.test(attribute.value)) {
        found.push(`@${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
}

/**
 * The top-level field names of a call's schema, looking through the wrappers zod puts around an
 * object (preprocess, pipe, refine, optional). Empty for a schema without an object shape.
 */
export function fieldsOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    current = def?.innerType ?? def?.out ?? def?.in ?? def?.schema;
  }
  return [];
}
