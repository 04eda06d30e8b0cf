import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRoot, run } from './processes.js';
import { statePaths } from './state.js';

/** Debian's nginx, or the first on PATH; null when there is none. */
export function findNginx(): string | null {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  try {
    return run('sh', ['-c', 'command -v nginx']).trim() || null;
  } catch {
    return null;
  }
}

const configPath = join(statePaths.nginx, 'nginx.conf');
const errorLog = join(statePaths.logs, 'nginx-error.log');

/**
 * Access lines hold no credentials (as the server's own, http/log-redaction.ts): the path without
 * its query (e-mailed tokens, media signatures, OAuth codes), the secret segment of a feed link
 * or hosted page replaced, and no referrer (the page a request came from carries the same). The
 * same lines are in docs/DEPLOYMENT.md.
 */
const LOGGED_PATH_MAP = `  map $request_uri $parallax_logged_path {
    "~*^(?<logged_head>[^?]*?/(?:feeds|test-acquirer/checkout|test-acquirer/manage|age-verification/provider)/+)[^/?]+(?<logged_tail>[^?]*)" "\${logged_head}[redacted]\${logged_tail}";
    "~^(?<logged_path>[^?]*)" $logged_path;
  }
  log_format parallax '$remote_addr [$time_local] "$request_method $parallax_logged_path $server_protocol" '
                      '$status $body_bytes_sent $request_time "$http_user_agent" $request_id';`;

/**
 * The load balancer's configuration: round robin over the instances with kept-alive upstream
 * connections, in the foreground (`daemon off`, so it stops with the cluster), with every path
 * (pid, logs, request-body and proxy temp files) under the state directory so it needs no root
 * paths. Instances run with TRUST_PROXY=127.0.0.1 and read the client from these headers; as the only
 * proxy in front, nginx replaces X-Forwarded-For rather than appending to what a client sent.
 */
function configOf(listenPort: number, upstreamPorts: number[], user: string | null): string {
  const temp = join(statePaths.nginx, 'temp');
  return `# Written by npm run cluster (ops/lib/nginx.ts) at every start: edits do not last.
daemon off;
${user ? `user ${user};\n` : ''}worker_processes auto;
pid ${join(statePaths.nginx, 'nginx.pid')};
error_log ${errorLog} warn;

events {
  worker_connections 1024;
}

http {
${LOGGED_PATH_MAP}
  access_log ${join(statePaths.logs, 'nginx-access.log')} parallax buffer=64k flush=5s;
  client_body_temp_path ${temp}/client_body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  server_tokens off;

  upstream parallax {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${listenPort};
    # The server takes bodies up to 1 MiB; it answers larger ones itself (413 with its error body).
    client_max_body_size 2m;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Request-Id $request_id;
    # A stopped instance refuses connections and a closing one answers 503: the request goes to
    # the next one. nginx never resends a POST that reached an instance.
    proxy_next_upstream error timeout http_503;

    location / {
      proxy_pass http://parallax;
    }

    # Media bytes (MEDIA_STORE=local) stream straight through instead of into temp files; in s3
    # mode these answers are short redirects to the bucket anyway.
    location /media/ {
      proxy_pass http://parallax;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** Writes the configuration, makes its directories and has nginx check it (`nginx -t`). */
export function prepareNginx(bin: string, listenPort: number, upstreamPorts: number[]): string[] {
  const temp = join(statePaths.nginx, 'temp');
  mkdirSync(temp, { recursive: true });
  // Started as root, nginx runs its workers as another user, and they write the temp files.
  let user: string | null = null;
  if (isRoot) {
    user = `nobody ${run('id', ['-gn', 'nobody']).trim()}`;
    chownSync(temp, Number(run('id', ['-u', 'nobody'])), Number(run('id', ['-g', 'nobody'])));
  }
  writeFileSync(configPath, configOf(listenPort, upstreamPorts, user));
  const args = ['-p', statePaths.nginx, '-c', configPath, '-e', errorLog];
  run(bin, [...args, '-t', '-q']);
  return args;
}
