// `topochess gui`: a local web server (127.0.0.1 only) for the board page. Each page that connects to /events gets
// its own engine: this program started again in protocol mode, whose stdout lines are relayed as Server-Sent Events
// and whose stdin receives what the page POSTs to /send. The server knows no rules; the page speaks UCI.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { FAVICON_SVG, guiSource, pageHtml } from './page';
import type { RulesPages } from './rules-pages';

export interface GuiServerOptions {
  readonly port: number;
  readonly variant: string;
  /** The engine command line; by default this program itself (the binary, or node with the bundle). */
  readonly engine?: readonly string[];
  /** The variants' rules pages, served at /rules/<variant> (pictures at /rules/img/<file>); none when absent. */
  readonly rules?: RulesPages;
}

/** Bodies of POST /send are protocol lines; anything longer is refused. */
const MAX_BODY_BYTES = 64 * 1024;

/** How this program starts itself: the single executable alone, or node with the script it was started with. */
export function selfCommand(): string[] {
  const script = process.argv.at(1);
  if (script !== undefined && /\.(c|m)?js$/.test(script)) return [process.execPath, script];
  return [process.execPath];
}

export interface GuiServer {
  readonly server: Server;
  readonly port: number;
  close(): Promise<void>;
}

export async function startGuiServer(options: GuiServerOptions): Promise<GuiServer> {
  const command = options.engine ?? selfCommand();
  const engines = new Map<string, ChildProcessWithoutNullStreams>();
  const script = guiSource();

  const send = (res: ServerResponse, status: number, type: string, body: string): void => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };

  const events = (id: string, req: IncomingMessage, res: ServerResponse): void => {
    if (!/^[a-z0-9]{1,32}$/.test(id) || engines.has(id)) return send(res, 400, 'text/plain', 'bad id\n');
    const child = spawn(command[0], command.slice(1), { stdio: 'pipe' });
    engines.set(id, child);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': engine started\n\n');
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => res.write(`data: ${line}\n\n`));
    child.stderr.resume();
    child.on('exit', () => {
      engines.delete(id);
      res.end();
    });
    child.on('error', () => res.end());
    req.on('close', () => {
      engines.delete(id);
      child.stdin.end('quit\n');
      setTimeout(() => child.kill(), 1000).unref();
    });
  };

  const relay = (id: string, req: IncomingMessage, res: ServerResponse): void => {
    const child = engines.get(id);
    if (child === undefined) return send(res, 404, 'text/plain', 'no engine\n');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () => {
      child.stdin.write(body.endsWith('\n') ? body : body + '\n');
      send(res, 204, 'text/plain', '');
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const id = url.searchParams.get('id') ?? '';
    if (req.method === 'GET' && url.pathname === '/')
      return send(res, 200, 'text/html; charset=utf-8', pageHtml(url.searchParams.get('variant') ?? options.variant));
    if (req.method === 'GET' && (url.pathname === '/favicon.svg' || url.pathname === '/favicon.ico'))
      return send(res, 200, 'image/svg+xml', FAVICON_SVG);
    if (req.method === 'GET' && url.pathname === '/app.js')
      return send(res, 200, 'text/javascript; charset=utf-8', script);
    if (req.method === 'GET' && url.pathname === '/events') return events(id, req, res);
    if (req.method === 'POST' && url.pathname === '/send') return relay(id, req, res);
    const rules = options.rules;
    const picture = /^\/rules\/img\/([\w.-]+\.svg)$/.exec(url.pathname);
    const page = /^\/rules\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && rules !== undefined && picture !== null) {
      let svg: string | undefined;
      try {
        svg = rules.picture(picture[1]);
      } catch (error) {
        return send(res, 500, 'text/plain', `${error instanceof Error ? error.message : String(error)}\n`);
      }
      if (svg !== undefined) return send(res, 200, 'image/svg+xml', svg);
    }
    if (req.method === 'GET' && rules !== undefined && page !== null) {
      const html = rules.page(page[1]);
      if (html !== undefined) return send(res, 200, 'text/html; charset=utf-8', html);
    }
    send(res, 404, 'text/plain', 'not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const child of engines.values()) child.kill();
        engines.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
