import fs from "node:fs";
import http from "node:http";
import path from "node:path";

/**
 * The operator's channel to a running server: HTTP over a Unix socket in the data directory.
 * The embedded database is one process's (the data directory's lock), so a command that
 * writes to it (a stock import, a backup) asks the server that holds it instead of opening
 * it. Only the operator reaches it: the socket sits in `$DATA_DIR/run/`, a folder of mode
 * 0700, and is itself 0600; nothing listens on the network.
 */

export const CONTROL_DIR = "run";
export const CONTROL_SOCKET = "control.sock";
/** Longest path a Unix socket may have on Linux (sun_path holds 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;
/** A stock file or a backup's answer; larger stock files are split by the operator. */
export const MAX_CONTROL_BODY = 256 * 2 ** 20;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_DIR, CONTROL_SOCKET);
}

/** What a command answers: an HTTP status and a JSON body. */
export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** A command: the request's query parameters and body, to an answer. */
export type ControlHandler = (request: { params: URLSearchParams; body: Buffer }) => Promise<ControlAnswer>;

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

/**
 * Listens on the data directory's control socket. The caller holds the data directory's lock,
 * so a socket file found there was left by a process that died: it is replaced.
 */
export async function startControlSocket(
  dataDir: string,
  handlers: Record<string, ControlHandler>,
  log: (error: unknown, message: string) => void,
): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `The control socket ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes, the limit of a Unix socket: use a shorter DATA_DIR.`,
    );
  }
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  fs.rmSync(socketPath, { force: true });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://control");
    const handler = req.method === "POST" ? handlers[url.pathname.slice(1)] : undefined;
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(`${JSON.stringify(body)}\n`);
    };
    if (!handler) {
      answer(404, { error: `no command ${req.method} ${url.pathname} (${Object.keys(handlers).join(", ")})` });
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CONTROL_BODY) {
        answer(413, { error: `more than ${MAX_CONTROL_BODY / 2 ** 20} MB` });
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      handler({ params: url.searchParams, body: Buffer.concat(chunks) }).then(
        ({ status, body }) => answer(status, body),
        (error: unknown) => {
          log(error, `control command ${url.pathname} failed`);
          answer(500, { error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  });
  // An import of a large file takes longer than Node's default request timeout of 5 minutes.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  // The channel must not keep a stopping server alive.
  server.unref();
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Sends a command to the server running in the data directory. Null when none listens there
 * (no socket file, or one left by a server that has stopped): the caller does the work itself.
 */
export function callControlSocket(
  dataDir: string,
  command: string,
  params: Record<string, string>,
  body: Buffer | string = "",
): Promise<ControlAnswer | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        method: "POST",
        path: `/${command}?${new URLSearchParams(params)}`,
        headers: { "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
          } catch {
            reject(new Error(`the running server answered ${response.statusCode}: ${text.slice(0, 200)}`));
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file nobody listens on: the server that made it has stopped.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
    request.end(body);
  });
}
