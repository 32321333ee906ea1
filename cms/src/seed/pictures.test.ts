import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KEY_LEARNING_AREAS } from './places';
import { areaPicture, pictureJpeg, postPicture } from './pictures';

const post = (title: string, use: 'hero' | 'thumbnail', category = 'Sport') => ({
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  category,
  colour: '#2E8B57',
  use,
});

describe('the demo seed’s pictures', () => {
  it('draw a newsletter’s hero and a notice’s thumbnail at the sizes the upload gives them, as JPEG', async () => {
    const hero = postPicture(post('Swimming carnival results', 'hero'));
    const thumbnail = postPicture(post('Athletics carnival permission notes', 'thumbnail'));
    expect([hero.width, hero.height, thumbnail.width, thumbnail.height]).toEqual([450, 320, 150, 110]);
    for (const picture of [hero, thumbnail]) {
      const { format, width, height } = await sharp(await pictureJpeg(picture)).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: picture.width, height: picture.height });
    }
  });

  it('differ from post to post, and are the same for a post on every run', () => {
    const first = postPicture(post('Cross country record turnout', 'hero'));
    expect(postPicture(post('Basketball season wrap-up', 'hero')).svg).not.toBe(first.svg);
    expect(postPicture(post('Cross country record turnout', 'hero')).svg).toBe(first.svg);
  });

  it('say in their alt text what they show, and carry the prefix a reseed removes them by', () => {
    const picture = postPicture(post('Flu vaccinations', 'thumbnail', 'Health'));
    expect(picture.alt).toBe('Drawing of a first-aid cross, for "Flu vaccinations"');
    expect(picture.name).toBe('seed-thumbnail-flu-vaccinations.jpg');
    // A category without a motif of its own still gets a picture.
    expect(postPicture(post('Chess club', 'thumbnail', 'Clubs')).alt).toBe('Drawing of a speech bubble, for "Chess club"');
  });

  it('give each key learning area its own picture; an area without one keeps the ribbon logo fallback', () => {
    const pictures = KEY_LEARNING_AREAS.map((area) => areaPicture(area, area.toLowerCase()));
    expect(pictures.every((picture) => picture !== null && picture.alt.length > 0)).toBe(true);
    expect(new Set(pictures.map((picture) => picture!.svg)).size).toBe(KEY_LEARNING_AREAS.length);
    expect(new Set(pictures.map((picture) => picture!.alt)).size).toBe(KEY_LEARNING_AREAS.length);
    expect(areaPicture('Languages', 'languages')).toBeNull();
  });
});
