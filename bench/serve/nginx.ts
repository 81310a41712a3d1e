import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root } from './nextServer'

export type StaticFile = { name: string; body: Buffer; contentType: string }

/**
 * Debian's nginx in the foreground with two servers: `staticPort` answers each file's exact
 * bytes (GET or POST), `proxyPort` runs deploy/nginx-cache.conf as written, in front of Next.js.
 */
export async function startNginx(options: {
  dir: string
  files: StaticFile[]
  staticPort: number
  proxyPort: number
  upstreamPort: number
}): Promise<() => Promise<void>> {
  const { dir, files, staticPort, proxyPort, upstreamPort } = options
  const docs = path.join(dir, 'static')
  fs.mkdirSync(docs, { recursive: true })
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true })
  for (const file of files) fs.writeFileSync(path.join(docs, file.name), file.body)
  fs.chmodSync(dir, 0o777)
  fs.chmodSync(path.join(dir, 'cache'), 0o777)

  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx-cache.conf'), 'utf8')
    .replace('/var/cache/nginx/relamc', path.join(dir, 'cache'))
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`)
    .replace('listen 80;', `listen ${proxyPort};`)
  const locations = files
    .map(
      (file) => `
        location = /${file.name} {
            default_type ${file.contentType};
            # POST to a static file answers 405 unless served as a 200 body like this.
            error_page 405 =200 $uri;
        }`,
    )
    .join('')
  const config = `
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    server {
        listen ${staticPort};
        root ${docs};
        ${locations}
    }
${site}
}
`
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config)
  if (spawnSync('nginx', ['-v']).error)
    throw new Error('nginx is not installed: apt-get install nginx (Debian), then run again')
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  for (let i = 0; i < 50; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: see ${dir}/error.log`)
    try {
      await fetch(`http://127.0.0.1:${staticPort}/${files[0]!.name}`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return async () => {
    if (nginx.exitCode !== null) return
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGQUIT')
    await exited
  }
}
