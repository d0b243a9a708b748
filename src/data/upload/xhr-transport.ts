/** Bytes of the request body sent so far, and of the whole body (0 when unknown). */
export type ProgressListener = (loaded: number, total: number) => void;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A transport for the HTTP client that sends `body` with XMLHttpRequest: fetch cannot report
 * how much of an upload has left the device, XHR can. It answers a Response, so the client's
 * error handling stays the same; a network failure or an abort rejects as fetch's would.
 */
export const xhrTransport =
  (body: XMLHttpRequestBodyInit, onProgress: ProgressListener) =>
  (request: Request): Promise<Response> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = true;
      xhr.responseType = 'blob';
      // The multipart boundary is XHR's own, so the Request's content type must not be copied.
      request.headers.forEach((value, name) => {
        if (name !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onload = () =>
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
