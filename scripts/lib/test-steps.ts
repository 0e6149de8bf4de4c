// The steps of `npm test` (scripts/test.ts): what each runs, what it needs first and how many
// cores it keeps busy. In the order given, a step that is ready starts as soon as it fits.
import type { Step } from './run-steps.ts';

export function testSteps(root: string): Step[] {
  const npm = (name: string, script: string, more: Partial<Step> = {}): Step => ({
    name,
    command: 'npm',
    args: ['run', '--silent', script],
    cwd: root,
    ...more,
  });

  return [
    // The build first, on both cores (its image pipeline takes them): everything else waits for
    // it or for its pictures in the image cache.
    npm('build', 'build', { cores: 2 }),
    // Vitest runs a worker more than the cores (vitest.config.ts): its files wait on servers,
    // databases and child processes; the type check and then lint take what it leaves idle.
    npm('unit', 'test:unit', { after: ['build'] }),
    npm('typecheck', 'typecheck'),
    npm('lint', 'lint'),
    npm('budget', 'budget', { after: ['build'] }),
    {
      ...npm('audit', 'audit', { after: ['build'], alone: true }),
      args: [
        'run',
        '--silent',
        'audit',
        '--',
        '--runs',
        '1',
        '--recheck',
        '--skip-build',
        '--preset',
        'desktop',
      ],
    },
    npm('e2e', 'test:e2e', { cores: 2, after: ['build'] }),
    // Another owner's content and the static host side by side: neither needs the other, and
    // each leaves the cores idle while its copy is made, its servers start and its pages wait.
    npm('persona', 'test:persona', { after: ['build'] }),
    npm('static-host', 'test:static-host', { after: ['build'] }),
  ];
}
