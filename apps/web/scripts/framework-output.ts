// The build rewrites below read React Router's prerendered HTML, which is not a public API. Each
// one throws FrameworkOutputChanged when what it looks for is missing, so a React Router upgrade
// that changes the output fails the build with this message instead of silently shipping a
// slower page or breaking hydration. fixtures/react-router-about.html is that output, captured
// from `react-router build` of the version below; framework-output.test.ts runs every rewrite on
// it and fails as soon as another version is installed.
import { createRequire } from 'node:module';

/** The React Router release whose output the rewrites were written and tested against. */
export const rewritesWrittenFor = '8.4.0';

export function installedReactRouter(): string {
  const manifest = createRequire(import.meta.url)('@react-router/dev/package.json') as {
    version: string;
  };
  return manifest.version;
}

export class FrameworkOutputChanged extends Error {
  constructor(rewrite: string, missing: string, where?: string) {
    super(
      `${rewrite}: ${missing}${where === undefined ? '' : ` in ${where}`}. This build step reads ` +
        `React Router ${rewritesWrittenFor}'s prerendered output, and React Router ` +
        `${installedReactRouter()} is installed. Update the step and capture ` +
        'apps/web/scripts/fixtures/react-router-about.html again from `react-router build`, ' +
        `or stay on React Router ${rewritesWrittenFor}.`,
    );
    this.name = 'FrameworkOutputChanged';
  }
}
