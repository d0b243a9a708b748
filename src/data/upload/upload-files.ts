import {
  apiPath,
  FILE_MESSAGES,
  FILE_RULES,
  type FilePurpose,
  isAllowedMime,
  MAX_UPLOAD_BYTES,
  StoredFile,
} from '../../contract';
import { HTTP_MESSAGES, HttpError, http } from '../http';
import { shrinkImage } from './shrink-image';
import { xhrTransport } from './xhr-transport';

/**
 * Where progress is shown: the shell's upload modal (`uploadProgress` from `src/app`) fits, and
 * is what pages pass. The data layer never imports the UI, so the page hands it in.
 */
export interface UploadProgressSink {
  open(initial: {
    content: string;
    uploadLength: number;
    currentIndex: number;
    filename: string;
    totalFileSize: number;
  }): void;
  update(change: {
    currentIndex?: number;
    filename?: string;
    percentage?: number;
    loadedFileSize?: number;
    totalFileSize?: number;
  }): void;
  close(): void;
}

export interface UploadOptions {
  purpose: FilePurpose;
  /** The modal's line about the whole upload, e.g. '게시글 이미지를 올리고 있습니다'. */
  content: string;
  progress: UploadProgressSink;
  signal?: AbortSignal;
}

const refused = (message: string) => new HttpError({ status: -1, kind: 'setup', message });

/**
 * What the server would refuse anyway, said before sending megabytes. A file the device types
 * without a MIME type is left to the server, which decides by the bytes.
 */
export function checkBeforeUpload(file: File, purpose: FilePurpose): HttpError | null {
  if (file.size === 0) return refused(FILE_MESSAGES.missing);
  if (file.size > MAX_UPLOAD_BYTES) return refused(FILE_MESSAGES.tooLarge);
  if (file.type && !isAllowedMime(file.type, FILE_RULES[purpose].kind))
    return refused(FILE_MESSAGES.notAllowed);
  return null;
}

/**
 * Uploads files one after another for `purpose` with the progress modal open, and answers what
 * the server stored, in order. Rejects with an `HttpError` whose message is Korean (a refused
 * file, no network); the modal is closed either way.
 */
export async function uploadFiles(files: readonly File[], options: UploadOptions): Promise<StoredFile[]> {
  for (const file of files) {
    const problem = checkBeforeUpload(file, options.purpose);
    if (problem) throw problem;
  }
  const { progress } = options;
  const first = files[0];
  if (!first) return [];
  // Said at once, without a modal that could only fail.
  if (globalThis.navigator?.onLine === false)
    throw new HttpError({ status: 0, kind: 'network', message: HTTP_MESSAGES.network });
  progress.open({
    content: options.content,
    uploadLength: files.length,
    currentIndex: 1,
    filename: first.name,
    totalFileSize: first.size,
  });
  try {
    const stored: StoredFile[] = [];
    for (const [index, original] of files.entries()) {
      const file = await shrinkImage(original, FILE_RULES[options.purpose].maxWidth);
      progress.update({
        currentIndex: index + 1,
        filename: file.name,
        percentage: 0,
        loadedFileSize: 0,
        totalFileSize: file.size,
      });
      const form = new FormData();
      form.append('purpose', options.purpose);
      form.append('file', file, file.name);
      // The multipart body is a little larger than the file: report the file's share of it.
      const onProgress = (loaded: number, total: number) => {
        const share = total > 0 ? loaded / total : 0;
        progress.update({ percentage: share * 100, loadedFileSize: Math.round(share * file.size) });
      };
      stored.push(
        await http.post(apiPath('files'), {
          formData: form,
          schema: StoredFile,
          transport: xhrTransport(form, onProgress),
          // The page shows the refusal where the member looks (the modal is closing).
          suppressAlert: true,
          ...(options.signal ? { signal: options.signal } : {}),
        }),
      );
    }
    return stored;
  } finally {
    progress.close();
  }
}
