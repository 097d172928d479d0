// send 1.x ships no types; these cover what scripts/serve.js uses.
declare module 'send' {
  import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
  import type { Stream } from 'node:stream';

  function send(req: IncomingMessage, path: string, options?: send.SendOptions): send.SendStream;

  namespace send {
    interface SendOptions {
      root?: string;
      index?: string | string[] | false;
      cacheControl?: boolean;
      acceptRanges?: boolean;
    }

    /** What the stream's 'error' event carries: an http-errors error, or the file system's. */
    interface SendError extends Error {
      status?: number;
      statusCode?: number;
      code?: string;
      /** Headers for the error response (a 416 carries its Content-Range). */
      headers?: OutgoingHttpHeaders;
    }

    interface SendStream extends Stream {
      on(event: 'error', listener: (error: SendError) => void): this;
      on(event: string | symbol, listener: (...args: unknown[]) => void): this;
    }
  }

  export = send;
}
