import { describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { testServiceProblems, testServices } from './test-services.ts';

describe('the services npm test needs', () => {
  it('are found where the tests look for them', async () => {
    expect(await testServiceProblems(testServices())).toEqual([]);
  });

  it('are named in one line each, with the setting and the fix, when nothing answers', async () => {
    const nowhere = await freePort();
    const problems = await testServiceProblems(
      testServices({
        TEST_POSTGRES_URL: `postgres://postgres@127.0.0.1:${String(nowhere)}/test`,
        TEST_REDIS_URL: `redis://127.0.0.1:${String(nowhere)}`,
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      new RegExp(
        `^npm test needs PostgreSQL at 127\\.0\\.0\\.1:${String(nowhere)} \\(TEST_POSTGRES_URL\\), and nothing answers there: .*apt-get install -y postgresql.*TEST_POSTGRES_URL at one\\.$`,
      ),
    );
    expect(problems[1]).toMatch(
      /^npm test needs Redis at .*redis-server.*TEST_REDIS_URL at one\.$/,
    );
  });
});
