import { describe, expect, it } from 'vitest';
import { sanitiseRichTextFields } from './sanitise-rich-text';

// The allow-list's rules are tested with the sanitiser in @portal/contract; here, that the
// CMS applies it to the right fields of each write.
describe('sanitiseRichTextFields', () => {
  it('cleans only the rich-text fields of the content type being written', () => {
    const data = { title: '<b>kept as typed</b>', content_html: '<p>ok</p><script>x</script>' };
    sanitiseRichTextFields('api::post.post', data);
    expect(data).toEqual({ title: '<b>kept as typed</b>', content_html: '<p>ok</p>' });
  });

  it("stores an event's description with the shared rules: safe new-tab links, sandboxed players", () => {
    const data = {
      description:
        '<p id="x" onclick="steal()">Map: <a href="https://maps.example.org" target="_blank">here</a></p>' +
        '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" allow="camera"></iframe>',
    };
    sanitiseRichTextFields('api::calendar-event.calendar-event', data);
    expect(data.description).toBe(
      '<p>Map: <a href="https://maps.example.org" target="_blank" rel="noopener noreferrer">here</a></p>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"></iframe>',
    );
  });

  it('leaves content types without rich text, and writes without the field, untouched', () => {
    const other = { name: '<script>x</script>' };
    sanitiseRichTextFields('api::absence.absence', other);
    expect(other).toEqual({ name: '<script>x</script>' });
    const partial = { title: 'Renamed' };
    sanitiseRichTextFields('api::post.post', partial);
    expect(partial).toEqual({ title: 'Renamed' });
  });
});
