import { fireEvent, render, screen, waitFor } from '@/testing/render.ts';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Quill from 'quill';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor.tsx';

function Field({ initial, uploadImage, onHtml }: { initial: string; uploadImage: (file: File) => Promise<string>; onHtml?: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <span id="content-label">Content</span>
      <RichTextEditor
        labelledBy="content-label"
        value={html}
        uploadImage={uploadImage}
        onChange={(next) => {
          setHtml(next);
          onHtml?.(next);
        }}
      />
    </>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

function chooseImage(file: File) {
  fireEvent.change(screen.getByLabelText('Image to insert'), { target: { files: [file] } });
}

describe('the rich-text editor', () => {
  it('is a named text box showing the content, with a toolbar of named controls', async () => {
    render(<Field initial="<p>Bring a hat.</p>" uploadImage={vi.fn()} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    expect(box).toHaveTextContent('Bring a hat.');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toContainElement(screen.getByRole('combobox', { name: 'Format' }));
    expect(screen.getByRole('option', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Anchor Red' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns a line into an address and a heading with the Format select', async () => {
    const onHtml = vi.fn();
    render(<Field initial="<p>12 School Road</p>" uploadImage={vi.fn()} onHtml={onHtml} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(box);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'Address');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<address>12 School Road</address>'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'Heading 2');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<h2>12 School Road</h2>'));
  });

  it('inserts an uploaded image at its stored address', async () => {
    const onHtml = vi.fn();
    const uploadImage = vi.fn(async () => '/uploads/photo_ab12.png');
    render(<Field initial="<p>Our garden</p>" uploadImage={uploadImage} onHtml={onHtml} />);
    await screen.findByRole('textbox', { name: 'Content' });
    chooseImage(png());
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/uploads/photo_ab12.png">')));
    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'photo.png' }));
  });

  it('says why an image was not uploaded, next to the text box it concerns', async () => {
    render(<Field initial="<p>Our garden</p>" uploadImage={() => Promise.reject(new Error('Choose an image of at most 10 MB.'))} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    chooseImage(png());
    expect(await screen.findByRole('status')).toHaveTextContent('Choose an image of at most 10 MB.');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Choose an image of at most 10 MB.'));
  });

  it("embeds a frame from its address alone, with the spec's width, height, scrolling and border", async () => {
    const onHtml = vi.fn();
    render(<Field initial="<p>Watch this</p>" uploadImage={vi.fn()} onHtml={onHtml} />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Embed frame' }));
    const dialog = screen.getByRole('dialog', { name: 'Embed frame' });
    expect(dialog).not.toHaveTextContent(/width|height|border|scrolling/i);
    await userEvent.type(screen.getByLabelText('Address of the video or shared folder'), 'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUv');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<iframe class="ql-frame" src="https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUv" width="100%" height="180" scrolling="yes" frameborder="1" title="Embedded content"></iframe>',
        ),
      ),
    );
  });

  it('embeds the player of a YouTube page link given to the frame dialog', async () => {
    const onHtml = vi.fn();
    render(<Field initial="<p>Watch this</p>" uploadImage={vi.fn()} onHtml={onHtml} />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Embed frame' }));
    await userEvent.type(screen.getByLabelText('Address of the video or shared folder'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(expect.stringContaining('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"')),
    );
    expect(screen.getByTitle('Embedded video')).toHaveClass('ql-video');
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
  ])('embeds the player when the page link %s is pasted', async (link, player) => {
    const onHtml = vi.fn();
    render(<Field initial="<p>Watch this</p>" uploadImage={vi.fn()} onHtml={onHtml} />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Content' }));
    await userEvent.paste(link);

    const frame = await screen.findByTitle('Embedded video');
    expect(frame).toHaveAttribute('src', player);
    // jsdom lays nothing out, so the cursor (and the player) lands at the start.
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${player}" title="Embedded video"></iframe><p>Watch this</p>`,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Content' })).not.toHaveTextContent(link);
  });

  it('pastes any other link, and a lookalike of a video site, as text', async () => {
    render(<Field initial="<p></p>" uploadImage={vi.fn()} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(box);
    await userEvent.paste('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ');
    await waitFor(() => expect(box).toHaveTextContent('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'));
    expect(screen.queryByTitle('Embedded video')).not.toBeInTheDocument();
  });

  it('marks text with a custom style', async () => {
    const onHtml = vi.fn();
    render(<Field initial="<p>Term dates</p>" uploadImage={vi.fn()} onHtml={onHtml} />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Content' }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Text Gray');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p><span class="ql-style-text-gray">Term dates</span></p>'));
  });

  describe('lists', () => {
    it.each([
      ['Bulleted list', '<ul><li>Hat</li></ul>'],
      ['Numbered list', '<ol><li>Hat</li></ol>'],
    ])('gives a line made a list with %s as a semantic list', async (button, html) => {
      const onHtml = vi.fn();
      render(<Field initial="<p>Hat</p>" uploadImage={vi.fn()} onHtml={onHtml} />);
      await userEvent.click(await screen.findByRole('textbox', { name: 'Content' }));
      await userEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith(html));
      expect(screen.getByRole('button', { name: button })).toHaveAttribute('aria-pressed', 'true');
    });

    it('gives a nested list inside its item, of the kind chosen at each level', async () => {
      const onHtml = vi.fn();
      render(<Field initial="<p>Bring</p><p>Hat</p>" uploadImage={vi.fn()} onHtml={onHtml} />);
      await screen.findByRole('textbox', { name: 'Content' });
      const quill = Quill.find(document.querySelector('.ql-container')!) as Quill;
      quill.formatLine(0, 1, 'list', 'bullet', 'user');
      quill.formatLine(6, 1, { list: 'ordered', indent: 1 }, 'user');
      await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<ul><li>Bring<ol><li>Hat</li></ol></li></ul>'));
    });

    it('shows stored lists as the same lists, and gives them back unchanged after an edit', async () => {
      const stored = '<ul><li>Bring<ol><li>Hat</li><li>Towel<ul><li>Blue</li></ul></li></ol></li><li>Wear</li></ul><ol><li>Arrive</li></ol><p>End</p>';
      const onHtml = vi.fn();
      render(<Field initial={stored} uploadImage={vi.fn()} onHtml={onHtml} />);
      await screen.findByRole('textbox', { name: 'Content' });
      const quill = Quill.find(document.querySelector('.ql-container')!) as Quill;
      const lines = quill.getLines().map((line) => [line.domNode.textContent, quill.getFormat(quill.getIndex(line), 1)]);
      expect(lines).toEqual([
        ['Bring', { list: 'bullet' }],
        ['Hat', { list: 'ordered', indent: 1 }],
        ['Towel', { list: 'ordered', indent: 1 }],
        ['Blue', { list: 'bullet', indent: 2 }],
        ['Wear', { list: 'bullet' }],
        ['Arrive', { list: 'ordered' }],
        ['End', {}],
      ]);
      quill.insertText(quill.getLength() - 1, '!', 'user');
      await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith(stored.replace('End', 'End!')));
    });
  });

  it('gives stored headings, links, images and a video player back unchanged after an edit elsewhere', async () => {
    const stored =
      '<h2>Camp</h2><p>Read the <a href="https://school.example/camp" rel="noopener noreferrer" target="_blank">camp letter</a>.</p>' +
      '<p><img src="/uploads/camp.jpg"></p><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc123" title="Embedded video"></iframe><p>End</p>';
    const onHtml = vi.fn();
    render(<Field initial={stored} uploadImage={vi.fn()} onHtml={onHtml} />);
    await screen.findByRole('textbox', { name: 'Content' });
    const quill = Quill.find(document.querySelector('.ql-container')!) as Quill;
    quill.insertText(quill.getLength() - 1, '!', 'user');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith(stored.replace('End', 'End!')));
  });
});
