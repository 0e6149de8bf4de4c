// A build for a public address that still holds the sample content says so, loudly, at its end:
// a stranger's portfolio must not go out under the sample's name by mistake. A build for this
// machine (npm start, the tests) is a rehearsal and says nothing.
import { fileURLToPath } from 'node:url';
import * as about from '@portfolio/content/about';
import * as identity from '@portfolio/content/identity';
import * as projects from '@portfolio/content/projects';
import * as resume from '@portfolio/content/resume';
import * as socialLinks from '@portfolio/content/social-links';
import {
  isLocalAddress,
  sampleMarks,
  samplePictures,
} from '@portfolio/content-model/sample-content';

const contentRoot = fileURLToPath(new URL('../../../content', import.meta.url));

/** What of the sample a build for `siteUrl` would publish; empty for a local build or own content. */
export function sampleLeftovers(siteUrl: string): string[] {
  if (isLocalAddress(siteUrl)) return [];
  const pictures = samplePictures(
    [identity.identity.photo.src, ...projects.projects.flatMap((project) => project.images)],
    contentRoot,
  );
  return [
    ...sampleMarks([about, identity, projects, resume, socialLinks]),
    ...(pictures.length > 0
      ? [`${pictures.length} generated sample pictures (${pictures[0]}, …)`]
      : []),
  ];
}

/** The warning, framed to stand out in a build log. */
export function sampleWarning(siteUrl: string, leftovers: readonly string[]): string {
  const rule = '!'.repeat(78);
  return [
    rule,
    `!! This build for ${siteUrl} still holds the SAMPLE CONTENT:`,
    ...leftovers.map((leftover) => `!!   - ${leftover}`),
    '!! Replace it with your own in content/ (docs/content.md) before you deploy.',
    rule,
  ].join('\n');
}
