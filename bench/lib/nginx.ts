import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.js';

export const NGINX = '/usr/sbin/nginx';

export type Nginx = { url: string; pid: number | undefined; stop: () => Promise<void> };

/**
 * Debian's nginx serving `root` as files on a free loopback port, as an unprivileged process in a
 * temp dir (`daemon off`, its pid, logs and temp paths there), sendfile on, no access log.
 * Files ending in `.br` / `.gz` are sent as they are with that Content-Encoding: the same bytes
 * the product sends, as a file.
 */
export async function startNginx(options: {
  root: string;
  workers: number | 'auto';
}): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: apt-get install -y nginx (Debian's; it is not started as a service here)`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'parallax-nginx-'));
  mkdirSync(join(dir, 'temp'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes ${options.workers};
${process.getuid?.() === 0 ? '# As root, workers would run as nobody and not read the temp dirs.\nuser root;\n' : ''}daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  types { application/json json; }
  default_type application/json;
  server {
    listen 127.0.0.1:${port};
    root ${options.root};
    location ~ \\.br$ { add_header Content-Encoding br; }
    location ~ \\.gz$ { add_header Content-Encoding gzip; }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(500) }).then((r) => r.arrayBuffer());
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not start (see ${dir}/error.log)`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
