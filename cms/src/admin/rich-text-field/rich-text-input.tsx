import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import type Quill from 'quill';
import { Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useStrapiApp } from '@strapi/strapi/admin';
import { CONTENT_LINK_COLOUR, semanticLists } from '@portal/contract';
import { styled } from 'styled-components';
import { BLOCK_FORMATS, CUSTOM_STYLES, EDITOR_FORMATS, registerPortalFormats, useFormatToolbar } from '@portal/quill-formats';

registerPortalFormats();

/** What the content manager hands a custom field's input (the field's props and its form state). */
type RichTextInputProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  value?: string | null;
  error?: string;
  onChange: (name: string, value: string) => void;
};

type Asset = { url: string; alternativeText?: string | null; name: string; mime: string };
type MediaLibraryProps = { allowedTypes: string[]; onClose: () => void; onSelectAssets: (assets: Asset[]) => void };

/** An uploaded file's address as stored: the media library's own path, without the panel's host. */
function storedAddress(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

/**
 * The rich-text field of the admin panel: the portal's editor (Quill 2 through react-quill-new,
 * the portal's formats, a toolbar of named buttons and selects) in the content manager's form.
 * It hands the form Quill's HTML with its lists made semantic, as the portal's editor does; the
 * CMS sanitises it again on save with the contract's allow-list. Images come from the media
 * library; frames and links are asked for in a small dialog.
 */
export default function RichTextInput({
  name,
  label,
  hint,
  required,
  disabled = false,
  value,
  error,
  onChange,
}: RichTextInputProps) {
  const quillRef = useRef<ReactQuill>(null);
  const linkDialogRef = useRef<HTMLDialogElement>(null);
  const frameDialogRef = useRef<HTMLDialogElement>(null);
  const [choosingImage, setChoosingImage] = useState(false);
  const labelId = useId();
  const linkUrlId = useId();
  const frameUrlId = useId();
  const components = useStrapiApp('RichTextInput', (state) => state.components);
  const MediaLibrary = components['media-library'] as unknown as ((props: MediaLibraryProps) => ReactNode) | undefined;

  const editor = (): Quill | undefined => quillRef.current?.getEditor();
  const { toolbar, readFormats, apply, applyBlock, insertFrame: insertFrameAtCursor } = useFormatToolbar(editor);

  // While the form holds what this editor last gave it, the editor is shown its own HTML again:
  // given the semantic form, react-quill-new would load the whole text anew on every keystroke.
  const lastChange = useRef<{ given: string; own: string } | null>(null);
  const text = value ?? '';
  const shown = lastChange.current?.given === text ? lastChange.current.own : text;
  const handleChange = (own: string, _delta: unknown, source: string) => {
    // Quill reports loading the stored text as an 'api' change: only an editor's edit changes the record.
    if (source !== 'user') return;
    const given = semanticLists(own);
    lastChange.current = { given, own };
    onChange(name, given);
  };

  function insertImages(assets: Asset[]) {
    setChoosingImage(false);
    const quill = editor();
    if (!quill) return;
    let at = quill.getSelection(true)?.index ?? quill.getLength();
    for (const asset of assets.filter((chosen) => chosen.mime.startsWith('image/'))) {
      quill.insertEmbed(at, 'image', storedAddress(asset.url), 'user');
      at += 1;
    }
    quill.setSelection(at, 0, 'user');
  }

  // The dialogs are drawn outside the content manager's form (a form may not hold another), but
  // React still passes their submit up its own tree: stopped here, applying a link or a frame
  // never saves the record.
  function setLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const url = new FormData(event.currentTarget).get('url');
    linkDialogRef.current?.close();
    apply('link', typeof url === 'string' && url.trim() ? url.trim() : false);
    event.currentTarget.reset();
  }

  function insertFrame(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const url = new FormData(event.currentTarget).get('url');
    frameDialogRef.current?.close();
    if (typeof url === 'string') insertFrameAtCursor(url);
    event.currentTarget.reset();
  }

  // Quill's editing area is a contenteditable div: it gets the field's name.
  useEffect(() => {
    const root = editor()?.root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    root.setAttribute('aria-invalid', error ? 'true' : 'false');
  }, [labelId, error]);

  const pressed = (on: boolean) => (on ? 'true' : 'false');

  return (
    <Field.Root name={name} id={name} hint={hint} error={error} required={required}>
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Field.Label id={labelId}>{label}</Field.Label>
        <EditorFrame $invalid={Boolean(error)} $disabled={disabled}>
          <ToolbarRow role="toolbar" aria-label="Formatting">
            <label>
              <span>Format</span>
              <select value={toolbar.block} disabled={disabled} onChange={(event) => applyBlock(Number(event.target.value))}>
                {BLOCK_FORMATS.map((block, index) => (
                  <option key={block.label} value={index}>
                    {block.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>Style</span>
              <select
                value={toolbar.style}
                disabled={disabled}
                onChange={(event) => apply('custom-style', event.target.value || false)}
              >
                <option value="">None</option>
                {CUSTOM_STYLES.map((style) => (
                  <option key={style.value} value={style.value}>
                    {style.label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              aria-label="Bold"
              aria-pressed={pressed(toolbar.bold)}
              disabled={disabled}
              onClick={() => apply('bold', !toolbar.bold)}
            >
              <strong aria-hidden="true">B</strong>
            </button>
            <button
              type="button"
              aria-label="Italic"
              aria-pressed={pressed(toolbar.italic)}
              disabled={disabled}
              onClick={() => apply('italic', !toolbar.italic)}
            >
              <em aria-hidden="true">I</em>
            </button>
            <button
              type="button"
              aria-label="Underline"
              aria-pressed={pressed(toolbar.underline)}
              disabled={disabled}
              onClick={() => apply('underline', !toolbar.underline)}
            >
              <u aria-hidden="true">U</u>
            </button>
            <button
              type="button"
              aria-pressed={pressed(toolbar.list === 'bullet')}
              disabled={disabled}
              onClick={() => apply('list', toolbar.list === 'bullet' ? false : 'bullet')}
            >
              Bulleted list
            </button>
            <button
              type="button"
              aria-pressed={pressed(toolbar.list === 'ordered')}
              disabled={disabled}
              onClick={() => apply('list', toolbar.list === 'ordered' ? false : 'ordered')}
            >
              Numbered list
            </button>
            <button type="button" disabled={disabled} onClick={() => linkDialogRef.current?.showModal()}>
              Link
            </button>
            <button type="button" disabled={disabled || !MediaLibrary} onClick={() => setChoosingImage(true)}>
              Image
            </button>
            <button type="button" disabled={disabled} onClick={() => frameDialogRef.current?.showModal()}>
              Embed frame
            </button>
          </ToolbarRow>
          <ReactQuill
            ref={quillRef}
            theme="snow"
            value={shown}
            readOnly={disabled}
            formats={EDITOR_FORMATS}
            modules={{ toolbar: false }}
            onChange={handleChange}
            onChangeSelection={readFormats}
          />
        </EditorFrame>
        <Field.Hint />
        <Field.Error />
      </Flex>
      {createPortal(
        <>
          <UrlDialog ref={linkDialogRef} aria-labelledby={`${linkUrlId}-title`}>
            <form method="dialog" onSubmit={setLink}>
              <Typography id={`${linkUrlId}-title`} variant="delta" tag="h2">
                Link
              </Typography>
              <Field.Root name="url" id={linkUrlId}>
                <Field.Label>Address (leave empty to remove the link)</Field.Label>
                <TextInput name="url" type="text" inputMode="url" autoComplete="off" />
              </Field.Root>
              <Flex gap={2} justifyContent="flex-end">
                <Button type="button" variant="tertiary" onClick={() => linkDialogRef.current?.close()}>
                  Cancel
                </Button>
                <Button type="submit">Apply</Button>
              </Flex>
            </form>
          </UrlDialog>
          <UrlDialog ref={frameDialogRef} aria-labelledby={`${frameUrlId}-title`}>
            <form method="dialog" onSubmit={insertFrame}>
              <Typography id={`${frameUrlId}-title`} variant="delta" tag="h2">
                Embed frame
              </Typography>
              <Field.Root name="url" id={frameUrlId} required>
                <Field.Label>Address of the video or shared folder</Field.Label>
                <TextInput name="url" type="url" autoComplete="off" />
              </Field.Root>
              <Flex gap={2} justifyContent="flex-end">
                <Button type="button" variant="tertiary" onClick={() => frameDialogRef.current?.close()}>
                  Cancel
                </Button>
                <Button type="submit">Insert</Button>
              </Flex>
            </form>
          </UrlDialog>
        </>,
        document.body,
      )}
      {choosingImage && MediaLibrary ? (
        <MediaLibrary allowedTypes={['images']} onClose={() => setChoosingImage(false)} onSelectAssets={insertImages} />
      ) : null}
    </Field.Root>
  );
}

/** The editor framed as the panel's other inputs are: its border, radius and focus colour. */
const EditorFrame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger600 : theme.colors.neutral200)};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.neutral150 : theme.colors.neutral0)};
  overflow: hidden;

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary600};
    box-shadow: ${({ theme }) => theme.colors.primary600} 0 0 0 2px;
  }

  .ql-container.ql-snow,
  .ql-toolbar.ql-snow {
    border: none;
  }

  .ql-editor {
    min-block-size: 16rem;
    max-block-size: 36rem;
    font-size: ${({ theme }) => theme.fontSizes[2]};
    color: ${({ theme }) => theme.colors.neutral800};
  }

  /* The portal's custom styles, as readers see them. */
  .ql-style-content-title {
    font-size: 1.25em;
    font-weight: 600;
  }
  .ql-style-content-info {
    color: ${({ theme }) => theme.colors.primary700};
  }
  .ql-style-text-gray {
    color: ${({ theme }) => theme.colors.neutral600};
  }
  .ql-style-anchor-red {
    color: ${CONTENT_LINK_COLOUR};
  }
`;

const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spaces[1]};
  padding: ${({ theme }) => theme.spaces[2]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.neutral200};
  background: ${({ theme }) => theme.colors.neutral100};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spaces[1]};
    font-size: ${({ theme }) => theme.fontSizes[1]};
    color: ${({ theme }) => theme.colors.neutral700};
  }

  select,
  button {
    min-block-size: 3.2rem;
    padding-inline: ${({ theme }) => theme.spaces[2]};
    border: 1px solid ${({ theme }) => theme.colors.neutral200};
    border-radius: ${({ theme }) => theme.borderRadius};
    background: ${({ theme }) => theme.colors.neutral0};
    color: ${({ theme }) => theme.colors.neutral800};
    font-size: ${({ theme }) => theme.fontSizes[1]};
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary600};
    background: ${({ theme }) => theme.colors.primary100};
    color: ${({ theme }) => theme.colors.primary700};
  }

  select:disabled,
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const UrlDialog = styled.dialog`
  inline-size: min(48rem, 90vw);
  padding: ${({ theme }) => theme.spaces[6]};
  border: none;
  border-radius: ${({ theme }) => theme.borderRadius};
  box-shadow: ${({ theme }) => theme.shadows.popupShadow};

  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spaces[4]};
  }
`;
