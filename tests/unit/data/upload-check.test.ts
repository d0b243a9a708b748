import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '../../../src/contract';
import { checkBeforeUpload } from '../../../src/data/upload';

const file = (size: number, type: string) => new File([new Uint8Array(size)], 'x', { type });

describe('checks before an upload is sent', () => {
  it('says at once what the server would refuse', () => {
    expect(checkBeforeUpload(file(10, 'image/png'), 'post-image')).toBeNull();
    expect(checkBeforeUpload(file(0, 'image/png'), 'post-image')?.message).toBe(FILE_MESSAGES.missing);
    expect(checkBeforeUpload(file(10, 'video/mp4'), 'profile-image')?.message).toBe(FILE_MESSAGES.notAllowed);
    expect(checkBeforeUpload(file(MAX_UPLOAD_BYTES + 1, 'image/jpeg'), 'emoticon')?.message).toBe(
      FILE_MESSAGES.tooLarge,
    );
  });

  it('leaves a file the device typed no MIME for to the server, which reads its bytes', () => {
    expect(checkBeforeUpload(file(10, ''), 'post-image')).toBeNull();
  });
});
