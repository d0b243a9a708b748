/** File uploads with progress (see `CONTEXT.md` here). Imported by lazy pages only: not on the first page. */
export { checkBeforeUpload, type UploadOptions, type UploadProgressSink, uploadFiles } from './upload-files';
