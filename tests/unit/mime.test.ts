import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  extensionOf,
  isAllowedExtension,
  isAllowedMime,
  isPlayableMediaType,
  mediaKindOf,
} from '../../src/contract/mime';

describe('MIME rules', () => {
  it('accepts images everywhere, audio only for general uploads, ogg video only for replays', () => {
    expect(isAllowedMime('image/webp', 'image')).toBe(true);
    expect(isAllowedMime('video/mp4', 'image')).toBe(false);
    expect(isAllowedMime('audio/x-m4a', 'general')).toBe(true);
    expect(isAllowedMime('audio/mpeg', 'replay')).toBe(false);
    expect(isAllowedMime('video/ogg', 'replay')).toBe(true);
    expect(isAllowedMime('video/ogg', 'general')).toBe(false);
    expect(isAllowedMime('IMAGE/PNG; charset=binary', 'image')).toBe(true);
  });
  it('builds the accept attribute', () => {
    expect(acceptAttribute('image')).toBe('image/bmp,image/jpeg,image/png,image/gif,image/webp');
  });
});

describe('extensions', () => {
  it('reads the extension of names and URLs', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('https://cdn.example/a.b/clip.mp4?x=1.png')).toBe('mp4');
    expect(extensionOf('https://cdn.example/a.b/noext')).toBe('');
    expect(extensionOf('README')).toBe('');
  });
  it('allows the SPEC list and groups by kind', () => {
    expect(isAllowedExtension('a.wav')).toBe(true);
    expect(isAllowedExtension('a.exe')).toBe(false);
    expect(mediaKindOf('a.jpeg')).toBe('image');
    expect(mediaKindOf('a.webm')).toBe('video');
    expect(mediaKindOf('a.m4a')).toBe('audio');
    expect(mediaKindOf('a.wav')).toBe('other');
  });
  it('knows the playable media types', () => {
    expect(isPlayableMediaType('soop')).toBe(true);
    expect(isPlayableMediaType('vimeo')).toBe(false);
  });
});
