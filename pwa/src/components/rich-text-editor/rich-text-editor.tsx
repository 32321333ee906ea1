import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import type Quill from 'quill';
import { semanticLists, videoPlayerUrl } from '@portal/contract';
import { BLOCK_FORMATS, CUSTOM_STYLES, EDITOR_FORMATS, registerPortalFormats, useFormatToolbar } from '@portal/quill-formats';
import './rich-text-editor.css';

registerPortalFormats();

type RichTextEditorProps = {
  /** The visible label's id: the editing area is named by it. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  /** Stores an image and answers its URL; a rejection's message is shown under the toolbar. */
  uploadImage: (file: File) => Promise<string>;
  /** The id of the field's error message, when it has one. */
  errorId?: string;
  disabled?: boolean;
  /** The language of the text being written when it is not the page's (a translation), and its direction. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
};

/**
 * The portal's rich-text editor (Quill 2 through react-quill-new), shared by every form that
 * edits content. Its toolbar is ordinary buttons and selects with names, so it works with the
 * keyboard and a screen reader; Quill's own toolbar pickers do not. The HTML it gives back is
 * Quill's with its lists made semantic (`<ul>`, `<ol>`, nested lists inside their item: the
 * contract's semanticLists), which the contract's allow-list keeps and the server sanitises again.
 */
export function RichTextEditor({ labelledBy, value, onChange, uploadImage, errorId, disabled = false, lang, dir }: RichTextEditorProps) {
  const { t, i18n } = useLingui();
  const quillRef = useRef<ReactQuill>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const frameDialogRef = useRef<HTMLDialogElement>(null);
  const linkDialogRef = useRef<HTMLDialogElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const statusId = useId();
  const frameUrlId = useId();
  const linkUrlId = useId();

  const editor = (): Quill | undefined => quillRef.current?.getEditor();
  const { toolbar, readFormats, apply, applyBlock, insertFrame: insertFrameAtCursor } = useFormatToolbar(editor);

  // What the form was last given and the editing area's own HTML it came from. While the form
  // holds that, the editor is given its own HTML back: handing it the semantic form would make
  // it load the whole text again on every keystroke (react-quill-new compares the strings).
  const lastChange = useRef<{ given: string; own: string } | null>(null);
  const shown = lastChange.current?.given === value ? lastChange.current.own : value;
  const handleChange = (own: string) => {
    const given = semanticLists(own);
    lastChange.current = { given, own };
    onChange(given);
  };

  async function insertImage(file: File) {
    const quill = editor();
    if (!quill) return;
    const at = quill.getSelection(true)?.index ?? quill.getLength();
    setUploading(true);
    setProblem(null);
    try {
      const url = await uploadImage(file);
      quill.insertEmbed(at, 'image', url, 'user');
      quill.setSelection(at + 1, 0, 'user');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t`The image was not uploaded.`);
    } finally {
      setUploading(false);
    }
  }

  // The dialogs' forms sit inside the editing screen's own form, and React passes a submit on
  // to the forms around it: stopped here, applying a link or a frame never saves the screen.
  function insertFrame(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const url = new FormData(event.currentTarget).get('url');
    frameDialogRef.current?.close();
    if (typeof url === 'string') insertFrameAtCursor(url);
    event.currentTarget.reset();
  }

  function setLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const url = new FormData(event.currentTarget).get('url');
    linkDialogRef.current?.close();
    apply('link', typeof url === 'string' && url.trim() ? url.trim() : false);
    event.currentTarget.reset();
  }

  // Reader spec 7: a YouTube or Vimeo page link pasted on its own becomes its player. Heard on
  // the way down to the editing area, before Quill's own paste handling, which then leaves a
  // handled paste alone.
  useEffect(() => {
    const quill = editor();
    if (!quill) return;
    const embedPastedVideo = (event: ClipboardEvent) => {
      const player = videoPlayerUrl(event.clipboardData?.getData('text/plain') ?? '');
      if (!player || !quill.isEnabled()) return;
      event.preventDefault();
      const range = quill.getSelection(true);
      quill.deleteText(range.index, range.length, 'user');
      quill.insertEmbed(range.index, 'video', player, 'user');
      quill.setSelection(range.index + 1, 0, 'user');
    };
    quill.container.addEventListener('paste', embedPastedVideo, true);
    return () => quill.container.removeEventListener('paste', embedPastedVideo, true);
  }, []);

  // Quill's editing area is a contenteditable div: it gets the field's name and its error.
  const describedBy = [errorId, problem ? statusId : undefined].filter(Boolean).join(' ');
  useEffect(() => {
    const root = editor()?.root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', errorId ? 'true' : 'false');
  }, [labelledBy, describedBy, errorId]);

  const pressed = (on: boolean) => (on ? 'true' : 'false');

  return (
    <div className={`rich-text-editor${disabled ? ' rich-text-editor--disabled' : ''}`}>
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t`Formatting`}>
        <label className="rich-text-editor__select">
          <span>
            <Trans>Format</Trans>
          </span>
          <select value={toolbar.block} disabled={disabled} onChange={(event) => applyBlock(Number(event.target.value))}>
            {BLOCK_FORMATS.map((block, index) => (
              <option key={block.label} value={index}>
                {block.label}
              </option>
            ))}
          </select>
        </label>
        <label className="rich-text-editor__select">
          <span>
            <Trans>Style</Trans>
          </span>
          <select value={toolbar.style} disabled={disabled} onChange={(event) => apply('custom-style', event.target.value || false)}>
            <option value="">{t`None`}</option>
            {CUSTOM_STYLES.map((style) => (
              <option key={style.value} value={style.value}>
                {style.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" aria-label={t`Bold`} aria-pressed={pressed(toolbar.bold)} disabled={disabled} onClick={() => apply('bold', !toolbar.bold)}>
          <strong aria-hidden="true">B</strong>
        </button>
        <button type="button" aria-label={t`Italic`} aria-pressed={pressed(toolbar.italic)} disabled={disabled} onClick={() => apply('italic', !toolbar.italic)}>
          <em aria-hidden="true">I</em>
        </button>
        <button type="button" aria-label={t`Underline`} aria-pressed={pressed(toolbar.underline)} disabled={disabled} onClick={() => apply('underline', !toolbar.underline)}>
          <u aria-hidden="true">U</u>
        </button>
        <button type="button" aria-pressed={pressed(toolbar.list === 'bullet')} disabled={disabled} onClick={() => apply('list', toolbar.list === 'bullet' ? false : 'bullet')}>
          <Trans>Bulleted list</Trans>
        </button>
        <button type="button" aria-pressed={pressed(toolbar.list === 'ordered')} disabled={disabled} onClick={() => apply('list', toolbar.list === 'ordered' ? false : 'ordered')}>
          <Trans>Numbered list</Trans>
        </button>
        <button type="button" disabled={disabled} onClick={() => linkDialogRef.current?.showModal()}>
          <Trans>Link</Trans>
        </button>
        <button type="button" disabled={disabled || uploading} onClick={() => fileRef.current?.click()}>
          {uploading ? <Trans>Uploading image…</Trans> : <Trans>Image</Trans>}
        </button>
        <button type="button" disabled={disabled} onClick={() => frameDialogRef.current?.showModal()}>
          <Trans>Embed frame</Trans>
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          aria-label={t`Image to insert`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void insertImage(file);
          }}
        />
      </div>
      <p id={statusId} className="rich-text-editor__problem" role="status">
        {problem && i18n._(problem)}
      </p>
      {/* The editing area only: the toolbar stays in the page's language and direction. */}
      <div className="rich-text-editor__area" lang={lang} dir={dir}>
        <ReactQuill
          ref={quillRef}
          theme="snow"
          value={shown}
          readOnly={disabled}
          useSemanticHTML={false}
          formats={EDITOR_FORMATS}
          modules={{ toolbar: false }}
          onChange={handleChange}
          onChangeSelection={readFormats}
        />
      </div>
      <dialog ref={linkDialogRef} className="rich-text-editor__dialog" aria-labelledby={`${linkUrlId}-title`}>
        <form method="dialog" onSubmit={setLink}>
          <h2 id={`${linkUrlId}-title`}>
            <Trans>Link</Trans>
          </h2>
          <label htmlFor={linkUrlId}>
            <Trans>Address (leave empty to remove the link)</Trans>
          </label>
          <input id={linkUrlId} name="url" type="text" inputMode="url" autoComplete="off" />
          <div className="rich-text-editor__dialog-actions">
            <button type="button" onClick={() => linkDialogRef.current?.close()}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit">
              <Trans>Apply</Trans>
            </button>
          </div>
        </form>
      </dialog>
      <dialog ref={frameDialogRef} className="rich-text-editor__dialog" aria-labelledby={`${frameUrlId}-title`}>
        <form method="dialog" onSubmit={insertFrame}>
          <h2 id={`${frameUrlId}-title`}>
            <Trans>Embed frame</Trans>
          </h2>
          <label htmlFor={frameUrlId}>
            <Trans>Address of the video or shared folder</Trans>
          </label>
          <input id={frameUrlId} name="url" type="url" required autoComplete="off" />
          <div className="rich-text-editor__dialog-actions">
            <button type="button" onClick={() => frameDialogRef.current?.close()}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit">
              <Trans>Insert</Trans>
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
