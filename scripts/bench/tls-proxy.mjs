// HTTPS with HTTP/2 in front of the built server, as a dealer's site is served: behind a
// TLS-terminating proxy or load balancer (README, TRUST_PROXY), which speaks HTTP/2 to
// browsers. For `npm run bench:lighthouse -- --https`: Lighthouse simulates a page's load
// from the requests it saw, and over HTTP/1.1 it allows six connections to the host, so the
// page's 20-30 small module requests queue behind each other; over HTTP/2 they share one.
// The certificate is self-signed for localhost, made here with openssl; Chromium is told to
// accept it (--ignore-certificate-errors).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";

// Headers of one connection, which HTTP/2 does not carry (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "te"]);

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));
}

/** Listens on `port` (HTTPS, HTTP/2 or 1.1) and passes each request to the server on `target`: `{ close }`. */
export async function startTlsProxy({ port, target, dir }) {
  const keyFile = path.join(dir, "localhost.key");
  const certFile = path.join(dir, "localhost.crt");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost", "-keyout", keyFile, "-out", certFile,
  ], { stdio: "ignore" });
  const server = http2.createSecureServer(
    { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), allowHTTP1: true },
    (request, response) => {
      const headers = withoutHopByHop(request.headers);
      headers.host = request.headers[":authority"] ?? request.headers.host;
      const upstream = http.request(
        { host: "127.0.0.1", port: target, method: request.method, path: request.url, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(response);
        },
      );
      upstream.on("error", () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  await new Promise((resolve) => server.listen(port, resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
