import Quill, { Parchment } from 'quill';
import Block, { BlockEmbed } from 'quill/blots/block';
import Video from 'quill/formats/video';

/**
 * The formats of every rich-text editor of the portal (reader spec 9): paragraphs, headings
 * 1 to 6, preformatted text, addresses and divisions as block tags; the custom styles Content
 * title, Content Info, Text Gray and Anchor Red as classes; embedded frames with the spec's
 * fixed attributes. They are Quill 2 blots of our own, registered once by each editor that
 * writes rich text (the portal's, and the CMS panel's rich-text field), so both write the same
 * HTML, which the contract's rich-text allow-list keeps.
 */
class PreformattedBlock extends Block {
  static override blotName = 'preformatted';
  static override tagName = 'PRE';
}

class AddressBlock extends Block {
  static override blotName = 'address';
  static override tagName = 'ADDRESS';
}

/** A class tells it from the DIVs Quill uses as containers (code blocks, lists). */
class DivisionBlock extends Block {
  static override blotName = 'division';
  static override tagName = 'DIV';
  static override className = 'ql-division';
}

/** Custom style → its class suffix (`ql-style-…`, in the allow-list's editor classes). */
export const CUSTOM_STYLES = [
  { label: 'Content title', value: 'content-title' },
  { label: 'Content Info', value: 'content-info' },
  { label: 'Text Gray', value: 'text-gray' },
  { label: 'Anchor Red', value: 'anchor-red' },
] as const;

const customStyle = new Parchment.ClassAttributor('custom-style', 'ql-style', {
  scope: Parchment.Scope.INLINE,
  whitelist: CUSTOM_STYLES.map((style) => style.value),
});

/** Reader spec 7: the frame dialog asks only for the address; the rest keeps these defaults. */
export const FRAME_DEFAULTS = { width: '100%', height: '180', scrolling: 'yes', frameborder: '1' } as const;

class FrameEmbed extends BlockEmbed {
  static override blotName = 'frame';
  static override tagName = 'IFRAME';
  static override className = 'ql-frame';

  static override create(src: string): HTMLElement {
    const node = super.create() as HTMLIFrameElement;
    node.setAttribute('src', src);
    for (const [name, value] of Object.entries(FRAME_DEFAULTS)) node.setAttribute(name, value);
    node.setAttribute('title', 'Embedded content');
    return node;
  }

  static override value(node: HTMLElement): string {
    return node.getAttribute('src') ?? '';
  }
}

/**
 * Reader spec 7: a YouTube or Vimeo player (the contract's videoPlayerUrl gives its address),
 * kept as Quill's own video embed, named for screen readers as a frame must be.
 */
class PlayerEmbed extends Video {
  static override create(src: string): HTMLElement {
    const node = super.create(src) as HTMLElement;
    node.setAttribute('title', 'Embedded video');
    return node;
  }
}

/** Block formats offered by the Format select, in the spec's order (the value is Quill's format). */
export const BLOCK_FORMATS = [
  { label: 'Paragraph', format: null },
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ label: `Heading ${level}`, format: { header: level } })),
  { label: 'Preformatted', format: { preformatted: true } },
  { label: 'Address', format: { address: true } },
  { label: 'Division', format: { division: true } },
] as const;

let registered = false;

export function registerPortalFormats(): void {
  if (registered) return;
  registered = true;
  Quill.register({
    'formats/preformatted': PreformattedBlock,
    'formats/address': AddressBlock,
    'formats/division': DivisionBlock,
    'formats/custom-style': customStyle,
    'formats/frame': FrameEmbed,
    'formats/video': PlayerEmbed,
  }, true);
}

/** Every format the editors allow (Quill drops anything else from pasted content). */
export const EDITOR_FORMATS = [
  'bold', 'italic', 'underline', 'strike', 'link', 'list', 'indent', 'align', 'image',
  'header', 'preformatted', 'address', 'division', 'custom-style', 'frame', 'video',
];
