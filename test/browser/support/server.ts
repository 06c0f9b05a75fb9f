/**
 * Shared browser-test helper (owned by the functions work; the task-pane tests may reuse it):
 * a tiny static file server for dist/ on a free loopback port, started and stopped by the test
 * itself. Plain http: the browser is told nothing else, and nothing leaves 127.0.0.1.
 */
import * as fs from "fs";
import * as http from "http";
import type { AddressInfo } from "net";
import * as path from "path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".png": "image/png",
  ".css": "text/css; charset=utf-8",
};

export interface StaticServer {
  /** "http://127.0.0.1:PORT/" */
  url: string;
  /** Paths requested so far ("/functions.js"), for tests that check what a page loaded. */
  requests: string[];
  close(): Promise<void>;
}

export async function serveDirectory(root: string): Promise<StaticServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      // A malformed %-escape would otherwise throw out of the handler and take the test down.
      res.writeHead(400, { "Content-Type": "text/plain" }).end(`bad request: ${req.url}`);
      return;
    }
    requests.push(pathname);
    const file = path.join(root, path.normalize(pathname === "/" ? "/index.html" : pathname));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end(`not found: ${pathname}`);
      return;
    }
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
