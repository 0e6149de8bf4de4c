// The shipped sample content, recognised, so that a build for a public address and `npm run
// doctor` against a deployment say loudly that a portfolio is about to go out (or went out) under
// the sample's name. Nothing here changes what builds: the owner decides.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sampleMediaHashes } from './sample-media-hashes.ts';

/** SHA-256 of the sample owner's full name (content/identity.ts as shipped). */
const sampleNameHash = '0b2e7319f5273ba185445f836bbef212d86c37a83d60ac7b1396ae0c6528375f';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Whether `name` is the sample owner's full name. */
export const isSampleName = (name: string, nameHash: string = sampleNameHash): boolean =>
  sha256(name.trim()) === nameHash;

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** A placeholder address: example.com, .org or .net, or a subdomain of one (RFC 2606). */
const exampleAddress = /(?:@|\/\/|\.)example\.(?:com|org|net)\b/i;

/**
 * What in `value` (content's modules, or a deployed site's /resume.json) is still the sample's:
 * its owner's name, example.com addresses, entries marked "(sample)". Empty when none is.
 */
export function sampleMarks(value: unknown, nameHash: string = sampleNameHash): string[] {
  const all = strings(value);
  const marks: string[] = [];
  if (all.some((text) => isSampleName(text, nameHash))) marks.push("the sample's name");
  const examples = [...new Set(all.filter((text) => exampleAddress.test(text)))];
  if (examples.length > 0)
    marks.push(
      `example.com addresses (${examples.slice(0, 3).join(', ')}${examples.length > 3 ? ', …' : ''})`,
    );
  const marked = all.filter((text) => text.includes('(sample)'));
  if (marked.length > 0) marks.push(`${marked.length} entries marked "(sample)"`);
  return marks;
}

/** Of the content files at `paths` (under `contentRoot`), those that are the generated sample's. */
export function samplePictures(
  paths: readonly string[],
  contentRoot: string,
  hashes: ReadonlySet<string> = sampleMediaHashes,
): string[] {
  return paths.filter((path) => {
    const file = `${contentRoot}/${path}`;
    return existsSync(file) && hashes.has(sha256(readFileSync(file)).slice(0, 16));
  });
}

/** Whether a site at `url` is only on this machine (a build for it is a rehearsal, not a deploy). */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host.startsWith('127.')
  );
}
