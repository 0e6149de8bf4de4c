// The configuration reference (docs/configuration.md) and .env.example, generated from the zod
// schemas that read the variables (each field carries what it means: packages/contract/src/setting-docs.ts).
// scripts/configuration-docs.test.ts fails when either file differs from what this writes.
//
//   npm run docs:config     rewrite both files from the schemas, and the commands' usage that
//                           docs/contact-api.md quotes from the commands themselves
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { settingDocOf } from '@portfolio/contract/setting-docs';
import { serverLimitFields } from '@portfolio/http-guards/server-limits';
import { apiSettings } from '../apps/api/src/env.ts';
import { siteSettings } from '../apps/web/env.ts';
import { generatedContentFieldsDoc } from './content-fields-docs.ts';
import { testSettings } from './lib/test-settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const configurationFile = path.join(root, 'docs', 'configuration.md');
export const envExampleFile = path.join(root, '.env.example');
export const contentFieldsFile = path.join(root, 'docs', 'content-fields.md');
/** The page that quotes the owner's commands' usage, between markers. */
export const commandsPage = path.join(root, 'docs', 'contact-api.md');
const commandsStart = "<!-- generated: the commands' own usage, by npm run docs:config -->";
const commandsEnd = '<!-- /generated -->';

/** What a CLI prints for --help, run as npm runs it, on a database of its own. */
function usageOf(script: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-usage-'));
  try {
    const result = spawnSync(process.execPath, [script, '--help'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: path.join(dir, 'usage.sqlite'), LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`${script} --help failed: ${result.stderr}`);
    return result.stdout.trimEnd();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** docs/contact-api.md with the inbox's and the stats' usage, as the commands print it, between its markers. */
export function generatedCommandsPage(): string {
  const page = readFileSync(commandsPage, 'utf8');
  const start = page.indexOf(commandsStart);
  const end = page.indexOf(commandsEnd);
  if (start === -1 || end < start)
    throw new Error(
      `${path.relative(root, commandsPage)} has lost its markers for the commands' usage`,
    );
  const block = ['apps/api/src/cli/inbox.ts', 'apps/api/src/cli/stats.ts']
    .map((script) => ['```text', usageOf(script), '```'].join('\n'))
    .join('\n\n');
  return `${page.slice(0, start + commandsStart.length)}\n\n${block}\n\n${page.slice(end)}`;
}

interface Section {
  title: string;
  /** Who reads the variables of this section. */
  readBy: string;
  fields: Record<string, z.ZodType>;
}

const without = (fields: Record<string, z.ZodType>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

const shared = Object.keys(serverLimitFields);

const sections: Section[] = [
  {
    title: 'The site',
    readBy: 'the build and the site server (`npm start`), from apps/web/env.ts',
    fields: without(siteSettings, shared),
  },
  {
    title: 'The site server and the API alike',
    readBy: 'the site server and the API, from packages/http-guards/src/server-limits.ts',
    fields: serverLimitFields,
  },
  {
    title: 'The contact API',
    readBy:
      'the API, its CLI (`npm run inbox`, `npm run stats`) and `npm run db:backup` and `db:restore`, from apps/api/src/env.ts',
    fields: without(apiSettings, shared),
  },
  {
    title: 'Tests and tools',
    readBy: 'the tests, the audit and the screenshot scripts',
    fields: testSettings,
  },
];

interface Entry {
  name: string;
  description: string;
  /** The default as an owner writes it, or undefined when there is none. */
  shownDefault: string | undefined;
  /** What .env.example sets it to, or undefined to leave it commented out. */
  value: string | undefined;
  example: string | undefined;
}

function entryOf(name: string, field: z.ZodType): Entry {
  const doc = settingDocOf(field);
  if (doc === undefined) throw new Error(`${name} has no description in its schema`);
  const parsed = field.safeParse(undefined);
  const schemaDefault =
    parsed.success && ['string', 'number', 'boolean'].includes(typeof parsed.data)
      ? String(parsed.data)
      : undefined;
  const plain = (text: string | undefined) =>
    text !== undefined && /^[^\s`]+$/.test(text) ? text : undefined;
  const shownDefault = doc.defaultText ?? schemaDefault;
  return {
    name,
    description: doc.description,
    shownDefault,
    value: schemaDefault === undefined ? undefined : (plain(doc.defaultText) ?? schemaDefault),
    example: doc.example ?? plain(doc.defaultText),
  };
}

/** `text` as comment lines no wider than 100 characters. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > 100) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

export function generatedEnvExample(): string {
  const seen = new Set<string>();
  const out = [
    '# Every variable the project reads, with its default. Generated from the schemas that read them',
    '# by `npm run docs:config`: edit the descriptions there, not here (docs/configuration.md explains',
    "# each). Copy this file to .env, or set the variables in your shell or host's environment (the",
    '# shell wins). A bad value stops the command that reads it, naming the variable.',
  ];
  for (const section of sections) {
    out.push('', `# --- ${section.title} (${section.readBy}) ---`);
    for (const [name, field] of Object.entries(section.fields)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const entry = entryOf(name, field);
      out.push(
        ...comment(
          `${entry.description}${entry.value === undefined && entry.shownDefault !== undefined ? ` Default: ${entry.shownDefault}.` : ''}`.replaceAll(
            '`',
            '',
          ),
        ),
      );
      out.push(
        entry.value === undefined ? `# ${name}=${entry.example ?? ''}` : `${name}=${entry.value}`,
      );
    }
  }
  return `${out.join('\n')}\n`;
}

export function generatedConfigurationDoc(): string {
  const out = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:config` from the zod schemas that read each variable; edit',
    '     the descriptions there. scripts/configuration-docs.test.ts fails when this file differs. -->',
    '',
    "Every variable the project reads. Set them in your shell or your host's environment, or copy",
    '[`.env.example`](../.env.example) to `.env` at the root: every command reads that file, and a',
    'variable set in the shell wins over it. A bad value stops the build, server or command with a',
    'message naming the variable. Durations take milliseconds or `90s`, `10m`, `1h`.',
    '',
    'The addresses follow the ports unless you set them: with only `SITE_PORT=4200` and',
    '`API_PORT=4201`, the site is `http://localhost:4200`, its form posts to',
    '`http://localhost:4201`, and the API accepts `http://localhost:4200` and',
    '`http://127.0.0.1:4200`.',
  ];
  for (const section of sections) {
    out.push('', `## ${section.title}`, '', `Read by ${section.readBy}.`);
    for (const [name, field] of Object.entries(section.fields)) {
      const entry = entryOf(name, field);
      out.push(
        '',
        `### \`${name}\``,
        '',
        `Default: ${entry.shownDefault === undefined ? 'unset' : `\`${entry.shownDefault}\``}${entry.example !== undefined && entry.example !== entry.shownDefault ? `. Example: \`${entry.example}\`` : ''}.`,
        '',
        entry.description,
      );
    }
  }
  return `${out.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(configurationFile, generatedConfigurationDoc());
  writeFileSync(envExampleFile, generatedEnvExample());
  writeFileSync(commandsPage, generatedCommandsPage());
  writeFileSync(contentFieldsFile, generatedContentFieldsDoc());
  console.log(
    `Wrote ${[configurationFile, envExampleFile, commandsPage, contentFieldsFile].map((file) => path.relative(root, file)).join(', ')}.`,
  );
}
