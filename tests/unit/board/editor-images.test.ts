import { describe, expect, it } from 'vitest';
import { imageFilesOf, uploadedImageHtml } from '../../../src/features/board/editor-html';

describe('images from the device in the editor', () => {
  it('inserts an uploaded image with its size, attributes escaped', () => {
    expect(uploadedImageHtml({ uri: '/api/v1/file/abc', width: 1280, height: 720.4 })).toBe(
      '<img src="/api/v1/file/abc" alt="" width="1280" height="720">',
    );
    expect(uploadedImageHtml({ uri: '/x"><script>', width: 1, height: 1 })).toContain(
      'src="/x&quot;&gt;&lt;script&gt;"',
    );
  });

  it('takes the images of a paste or drop, and files the device gave no type', () => {
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.txt', { type: 'text/plain' }),
      new File(['c'], 'c.heic', { type: '' }),
    ];
    expect(imageFilesOf(files).map((file) => file.name)).toEqual(['a.png', 'c.heic']);
  });
});
