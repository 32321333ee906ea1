/**
 * Quill 2 keeps every list in one `<ol>` and tells the kinds apart by `data-list` on each item,
 * with nesting as `ql-indent-N` classes; only Quill's own stylesheet understands that, so
 * readers, email and PDFs showed bullets as numbers and lost the nesting. Stored content is
 * semantic HTML instead, the shape Quill's `getSemanticHTML` gives: `<ul>` for bullets, `<ol>`
 * for numbers, a nested list inside its parent `<li>`. Quill's clipboard reads that shape back
 * into the same lists, so content survives an edit, save and reload unchanged.
 *
 * One converter for every place that needs it: the editor as it hands HTML to a form, the
 * sanitiser for whatever a client sends, the CMS migration of stored content and the plain-text
 * reading of PDFs and email. Pure string work with no library, so the PWA can use it; the
 * sanitiser always runs after it, so it decides nothing about safety.
 */

type TextNode = { kind: 'text'; raw: string };
type ElementNode = { kind: 'element'; name: string; start: string; attributes: string; children: Node[]; end: string };
type Node = TextNode | ElementNode;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content a browser reads as text up to their end tag, never as markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
const LISTS = new Set(['ol', 'ul']);
const MAX_DEPTH = 200;

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The index of the innermost open element that matches, or -1 (Array.findLastIndex is ES2023, past the contract's target). */
function lastOpen(open: readonly ElementNode[], matches: (element: ElementNode) => boolean): number {
  for (let index = open.length - 1; index >= 0; index -= 1) if (matches(open[index]!)) return index;
  return -1;
}

/** The end of a start tag opened at `from` (the index after its `>`), or -1 when it never closes. */
function startTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  return -1;
}

/**
 * A tree of the markup that keeps every piece of source text as it came, so that whatever the
 * conversion does not touch is given back byte for byte. Tolerant, as the input may be anything
 * a client sent: a stray end tag stays as text, an unclosed element closes at the end, an `<li>`
 * closes the item before it.
 */
function parse(html: string): Node[] {
  const root: ElementNode = { kind: 'element', name: '#root', start: '', attributes: '', children: [], end: '' };
  const open: ElementNode[] = [root];
  const current = () => open[open.length - 1]!;
  const addText = (raw: string) => {
    if (raw) current().children.push({ kind: 'text', raw });
  };
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt < 0) {
      addText(html.slice(index));
      break;
    }
    addText(html.slice(index, lt));
    index = lt;
    if (html.startsWith('<!--', index)) {
      const close = html.indexOf('-->', index + 4);
      const end = close < 0 ? html.length : close + 3;
      addText(html.slice(index, end));
      index = end;
      continue;
    }
    const endTag = /^<\/([a-zA-Z][^\s/>]*)[^>]*>/.exec(html.slice(index, index + 200));
    if (endTag) {
      const name = endTag[1]!.toLowerCase();
      const at = lastOpen(open, (element) => element.name === name);
      if (at > 0) {
        open[at]!.end = endTag[0];
        open.length = at;
      } else {
        addText(endTag[0]);
      }
      index += endTag[0].length;
      continue;
    }
    const name = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(index, index + 100))?.[1];
    const end = name ? startTagEnd(html, index + 1 + name.length) : -1;
    if (!name || end < 0) {
      // Not a tag, or one that never closes: text, as far as this is concerned.
      addText(name ? html.slice(index) : '<');
      index = name ? html.length : index + 1;
      continue;
    }
    const tag = name.toLowerCase();
    const start = html.slice(index, end);
    index = end;
    if (open.length > MAX_DEPTH) {
      // Deeper than any content goes: kept as it came rather than nested further (each level costs stack).
      addText(start);
      continue;
    }
    if (tag === 'li') {
      const item = lastOpen(open, (element) => element.name === 'li');
      const list = lastOpen(open, (element) => LISTS.has(element.name));
      if (item > 0 && item > list) open.length = item;
    }
    const element: ElementNode = { kind: 'element', name: tag, start, attributes: start.slice(1 + name.length).replace(/\/?>$/, ''), children: [], end: '' };
    current().children.push(element);
    if (VOID.has(tag)) continue;
    if (RAW_TEXT.has(tag)) {
      const close = new RegExp(`</${tag}[\\s/>]`, 'i').exec(html.slice(index));
      const textEnd = close ? index + close.index : html.length;
      if (textEnd > index) element.children.push({ kind: 'text', raw: html.slice(index, textEnd) });
      index = textEnd;
      if (close) {
        const closeEnd = html.indexOf('>', textEnd);
        element.end = html.slice(textEnd, closeEnd < 0 ? html.length : closeEnd + 1);
        index = closeEnd < 0 ? html.length : closeEnd + 1;
      }
      continue;
    }
    open.push(element);
  }
  return root.children;
}

type Attribute = { name: string; raw: string; value: string };

function attributesOf(element: ElementNode): Attribute[] {
  return [...element.attributes.matchAll(ATTRIBUTE)].map((match) => ({
    name: match[1]!.toLowerCase(),
    raw: match[0],
    value: match[2] ?? match[3] ?? match[4] ?? '',
  }));
}

type ListItem = { tag: 'ul' | 'ol'; indent: number; start: string; content: string };

/** Quill's marker span in each item: its stylesheet draws the bullet or number there. */
const isMarker = (node: Node) => node.kind === 'element' && node.name === 'span' && /(^|\s)ql-ui(\s|$)/.test(attributesOf(node).find((attribute) => attribute.name === 'class')?.value ?? '');

/** An item of a Quill list: its kind, its depth, and its start tag without either. */
function listItem(element: ElementNode, containerTag: string): ListItem {
  const attributes = attributesOf(element);
  const kind = attributes.find((attribute) => attribute.name === 'data-list')?.value;
  let indent = 0;
  const kept: string[] = [];
  for (const attribute of attributes) {
    if (attribute.name === 'data-list') continue;
    if (attribute.name !== 'class') {
      kept.push(attribute.raw);
      continue;
    }
    const classes = attribute.value.split(/\s+/).filter((name) => {
      const level = /^ql-indent-(\d+)$/.exec(name)?.[1];
      if (level !== undefined) indent = Math.max(indent, Number(level));
      return name !== '' && level === undefined;
    });
    if (classes.length > 0) kept.push(`class="${classes.join(' ')}"`);
  }
  // Quill 2's kinds are bullet, ordered, checked and unchecked; only ordered is numbered.
  const tag = kind === undefined ? (containerTag === 'ol' ? 'ol' : 'ul') : kind === 'ordered' ? 'ol' : 'ul';
  return { tag, indent, start: `<li${kept.length > 0 ? ` ${kept.join(' ')}` : ''}>`, content: serialise(element.children.filter((child) => !isMarker(child))) };
}

/**
 * Quill's flat items as nested lists, as `getSemanticHTML` nests them: a deeper item opens a list
 * inside the item before it, and a change of kind at one depth closes one list and opens the other.
 */
function nestItems(items: readonly ListItem[]): string {
  let html = '';
  const open: ('ul' | 'ol')[] = [];
  for (const item of items) {
    while (open.length > item.indent + 1) html += `</li></${open.pop()}>`;
    if (open.length === item.indent + 1) {
      if (open[open.length - 1] === item.tag) {
        html += `</li>${item.start}${item.content}`;
        continue;
      }
      html += `</li></${open.pop()}>`;
    }
    while (open.length < item.indent + 1) {
      html += `<${item.tag}>`;
      open.push(item.tag);
      // A level skipped on the way down gets an item of its own to hold the deeper list.
      if (open.length < item.indent + 1) html += '<li>';
    }
    html += `${item.start}${item.content}`;
  }
  while (open.length > 0) html += `</li></${open.pop()}>`;
  return html;
}

function serialise(nodes: readonly Node[]): string {
  return nodes.map(serialiseNode).join('');
}

function serialiseNode(node: Node): string {
  if (node.kind === 'text') return node.raw;
  const children = node.children;
  const isQuillList = LISTS.has(node.name) && children.some((child) => child.kind === 'element' && child.name === 'li' && attributesOf(child).some((attribute) => attribute.name === 'data-list'));
  if (!isQuillList) return `${node.start}${serialise(children)}${node.end}`;
  const items: ListItem[] = [];
  let stray = '';
  for (const child of children) {
    if (child.kind === 'element' && child.name === 'li') {
      const item = listItem(child, node.name);
      items.push({ ...item, content: stray + item.content });
      stray = '';
    } else if (child.kind === 'element' || child.raw.trim() !== '') {
      // Anything but items between them (Quill writes none) stays with the item after it, or the last.
      stray += serialiseNode(child);
    }
  }
  const last = items[items.length - 1];
  if (last && stray) last.content += stray;
  return nestItems(items);
}

/**
 * Rich text with Quill's `<ol><li data-list="…">` lists as semantic `<ul>`/`<ol>` lists, nested
 * lists inside their parent item; everything else is given back as it came. Semantic lists are
 * left alone, so converting twice changes nothing.
 */
export function semanticLists(html: string): string {
  if (!/data-list/i.test(html)) return html;
  return serialise(parse(html));
}
