/**
 * The file-upload progress modal's state (SPEC section 3 "Upload progress params"). The modal
 * is persistent: only the uploader's own calls open, update and close it.
 */
export interface UploadProgress {
  /** 1-based index of the file being sent. */
  currentIndex: number;
  uploadLength: number;
  /** A line about the upload as a whole, e.g. '게시글 이미지를 올리는 중입니다'. */
  content: string;
  filename: string;
  /** 0..100 */
  percentage: number;
  loadedFileSize: number;
  totalFileSize: number;
}

const EMPTY: UploadProgress = {
  currentIndex: 1,
  uploadLength: 1,
  content: '',
  filename: '',
  percentage: 0,
  loadedFileSize: 0,
  totalFileSize: 0,
};

const clampPercentage = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 0);

export interface UploadProgressStore {
  open(initial?: Partial<UploadProgress>): void;
  update(change: Partial<UploadProgress>): void;
  close(): void;
  getSnapshot(): UploadProgress | null;
  subscribe(listener: () => void): () => void;
}

export function createUploadProgressStore(): UploadProgressStore {
  let state: UploadProgress | null = null;
  const listeners = new Set<() => void>();
  const set = (next: UploadProgress | null) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const normalise = (value: UploadProgress): UploadProgress => ({
    ...value,
    percentage: clampPercentage(value.percentage),
  });
  return {
    open: (initial = {}) => set(normalise({ ...EMPTY, ...initial })),
    update(change) {
      // An update after close belongs to an upload nobody is watching any more.
      if (state) set(normalise({ ...state, ...change }));
    },
    close: () => set(null),
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one upload modal; UploadProgressModal (mounted by AppProviders through UploadProgressHost) renders it. */
export const uploadProgress = createUploadProgressStore();
