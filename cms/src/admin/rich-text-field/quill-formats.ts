import Quill, { Parchment } from 'quill';
import Block, { BlockEmbed } from 'quill/blots/block';
import Video from 'quill/formats/video';

/**
 * The portal's rich-text formats, registered in the admin panel's Quill so that an editor here
 * writes the HTML the portal's own editor writes (pwa/src/components/rich-text-editor/
 * quill-formats.ts): paragraphs, headings, preformatted text, addresses and divisions as block
 * tags; the custom styles as `ql-style-…` classes; frames with the spec's fixed attributes. The
 * same names, tags, classes and attributes as there, which the contract's allow-list keeps. A
 * copy, because the CMS may not import the PWA's module (the import rules keep the CMS below
 * the PWA): moving both onto one shared module is the next step.
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

/** Custom style → its class suffix (`ql-style-…`). */
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

/** Reader spec 7: a frame gets these attributes; only its address is asked for. */
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

/** A YouTube or Vimeo player, named for screen readers as a frame must be. */
class PlayerEmbed extends Video {
  static override create(src: string): HTMLElement {
    const node = super.create(src) as HTMLElement;
    node.setAttribute('title', 'Embedded video');
    return node;
  }
}

/** Block formats of the Format select, in the spec's order (the value is Quill's format). */
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
  Quill.register(
    {
      'formats/preformatted': PreformattedBlock,
      'formats/address': AddressBlock,
      'formats/division': DivisionBlock,
      'formats/custom-style': customStyle,
      'formats/frame': FrameEmbed,
      'formats/video': PlayerEmbed,
    },
    true,
  );
}

/** Every format the editor allows (Quill drops anything else from pasted content). */
export const EDITOR_FORMATS = [
  'bold', 'italic', 'underline', 'strike', 'link', 'list', 'indent', 'align', 'image',
  'header', 'preformatted', 'address', 'division', 'custom-style', 'frame', 'video',
];
