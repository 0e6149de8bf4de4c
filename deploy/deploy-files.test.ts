// The deploy files that cannot run here as a whole are checked by the tools that read them:
// systemd's own verifier for the API's unit, nginx's own parser for its configuration.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commonHeaders } from '../apps/web/server/security-headers.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

describe('deploy files', () => {
  it('the systemd unit passes systemd-analyze verify', () => {
    const result = spawnSync(
      'systemd-analyze',
      ['verify', path.join(here, 'portfolio-api.service')],
      {
        encoding: 'utf8',
      },
    );
    expect(result.error, 'systemd-analyze must be installed (Debian: systemd)').toBeUndefined();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the nginx configuration passes nginx -t, with certificates of its own', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    const certificate = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=me.dev',
      '-keyout',
      key,
      '-out',
      certificate,
    ]);
    expect(made.status).toBe(0);
    const site = readFileSync(path.join(here, 'nginx.conf'), 'utf8')
      .replace('/etc/letsencrypt/live/me.dev/fullchain.pem', certificate)
      .replace('/etc/letsencrypt/live/me.dev/privkey.pem', key)
      .replaceAll('listen 443', 'listen 127.0.0.1:1443')
      .replaceAll('listen [::]:443 ssl http2;', '')
      .replaceAll('listen 80', 'listen 127.0.0.1:1080')
      .replaceAll('listen [::]:80;', '');
    writeFileSync(path.join(dir, 'site.conf'), site);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
    );
    // Debian installs nginx in /usr/sbin, which a non-login PATH may leave out.
    const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    const result = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(result.error, 'nginx must be installed (Debian: nginx)').toBeUndefined();
    expect(result.stderr).toContain('test is successful');
  });

  it("the nginx configuration sends the site server's headers", () => {
    const config = readFileSync(path.join(here, 'nginx.conf'), 'utf8');
    for (const [name, value] of Object.entries(commonHeaders()))
      expect(config, name).toContain(`add_header ${name} "${value}" always;`);
  });
});
