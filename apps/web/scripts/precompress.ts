import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const compressibleExtensions = /\.(html|js|css|svg|json|xml|txt|webmanifest|wav)$/;

/** Writes .br and .gz beside a file so the static server never compresses on the request path. */
export function precompress(path: string): void {
  const source = readFileSync(path);
  if (source.length < 512) return;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
}
