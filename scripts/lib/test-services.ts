// `npm test` runs against a real PostgreSQL and Redis on this machine (the API's suites, the fault
// tests start more of their own). Asked before anything runs, so a machine without them is told
// in one line each what to start, instead of a suite of connection errors 20 minutes later.
import { portAnswers } from '@portfolio/dev-tools/port-answers';

export interface TestService {
  name: string;
  /** The URL the tests use, and the setting that moves it. */
  url: string;
  setting: string;
  /** How to get one on Debian. */
  fix: string;
}

const defaultPorts: Record<string, number> = {
  'postgres:': 5432,
  'postgresql:': 5432,
  'redis:': 6379,
};

/** One line for each service nothing answers for, or none. */
export async function testServiceProblems(
  services: readonly TestService[],
  timeoutMs = 2000,
): Promise<string[]> {
  const problems: string[] = [];
  for (const service of services) {
    const url = new URL(service.url);
    const host = url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
    const port = Number(url.port || (defaultPorts[url.protocol] ?? 0));
    if (!(await portAnswers(port, host, timeoutMs)))
      problems.push(
        `npm test needs ${service.name} at ${url.host} (${service.setting}), and nothing answers there: ${service.fix}, or point ${service.setting} at one.`,
      );
  }
  return problems;
}

export const testServices = (env: NodeJS.ProcessEnv = process.env): TestService[] => [
  {
    name: 'PostgreSQL',
    url: env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    setting: 'TEST_POSTGRES_URL',
    fix: 'start it (`sudo apt-get install -y postgresql`, then `sudo pg_ctlcluster 15 main start`; trust auth for local connections, a database named test)',
  },
  {
    name: 'Redis',
    url: env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    setting: 'TEST_REDIS_URL',
    fix: 'start it (`sudo apt-get install -y redis-server`, then `redis-server --daemonize yes`)',
  },
];
