import { describe, expect, it } from 'vitest';
import { videoPlayerUrl } from './video-players.ts';

const ID = 'dQw4w9WgXcQ';
const YOUTUBE_PLAYER = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('videoPlayerUrl (reader spec 7: embeds in their oEmbed form, by rule)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `  ${YOUTUBE_PLAYER}  `,
  ])('turns the YouTube link %s into its cookie-less player', (link) => {
    expect(videoPlayerUrl(link)).toBe(YOUTUBE_PLAYER);
  });

  it.each([
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
    ['https://www.vimeo.com/123456?share=copy', 'https://player.vimeo.com/video/123456'],
    ['https://vimeo.com/123456/abcdef0123', 'https://player.vimeo.com/video/123456?h=abcdef0123'],
    ['https://player.vimeo.com/video/123456', 'https://player.vimeo.com/video/123456'],
    ['https://player.vimeo.com/video/123456?h=abcdef0123&badge=0', 'https://player.vimeo.com/video/123456?h=abcdef0123'],
  ])('turns the Vimeo link %s into its player', (link, player) => {
    expect(videoPlayerUrl(link)).toBe(player);
  });

  it.each([
    // Lookalike hosts: a host is compared whole.
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/embed/${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.example/${ID}`,
    'https://vimeo.com.evil.example/123456',
    'https://notvimeo.com/123456',
    // Another server behind the service's name.
    `https://www.youtube.com@evil.example/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    // Not a link of the web.
    `javascript:alert("https://youtu.be/${ID}")`,
    `//www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
  ])('refuses %s', (link) => {
    expect(videoPlayerUrl(link)).toBeNull();
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc%22',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://www.youtube.com/channel/${ID}`,
    'https://youtu.be/',
    'https://vimeo.com/abc',
    'https://vimeo.com/123456/not-a-hash',
    'https://vimeo.com/channels/staffpicks/123456',
    'https://player.vimeo.com/video/123456?h=%22onload',
    'https://vimeo.com/1234567890123',
  ])('refuses the link %s, whose video id is not one', (link) => {
    expect(videoPlayerUrl(link)).toBeNull();
  });
});
