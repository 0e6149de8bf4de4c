// The content files' fields, generated from the zod schemas the content check validates them with
// (packages/content-model/src/*-schema.ts): each field's path, what it takes, and whether it may
// be left out. Written into docs/content-fields.md by `npm run docs:config`
// (scripts/configuration-docs.ts); scripts/configuration-docs.test.ts fails when it differs.
import { z } from 'zod';
import { aboutSchema } from '@portfolio/content-model/about-schema';
import { copySchema } from '@portfolio/content-model/copy-schema';
import { identitySchema } from '@portfolio/content-model/identity-schema';
import { navigationSchema } from '@portfolio/content-model/navigation-schema';
import { projectsSchema } from '@portfolio/content-model/projects-schema';
import { resumeSchema } from '@portfolio/content-model/resume-schema';
import { skillsSchema } from '@portfolio/content-model/skills-schema';
import { footerOrderSchema, socialLinksSchema } from '@portfolio/content-model/social-links-schema';
import { tagNamesSchema } from '@portfolio/content-model/tag-names';

const files: [file: string, exported: string, schema: z.ZodType][] = [
  ['content/identity.ts', 'identity', identitySchema],
  ['content/social-links.ts', 'socialLinks', socialLinksSchema],
  ['content/social-links.ts', 'footerOrder', footerOrderSchema],
  ['content/about.ts', 'about', aboutSchema],
  ['content/skills.ts', 'skills', skillsSchema],
  ['content/projects.ts', 'projects', projectsSchema],
  ['content/navigation.ts', 'navigation', navigationSchema],
  ['content/resume.ts', 'resume', resumeSchema],
  ['content/copy.ts', 'copy', copySchema],
  ['content/tags.ts', 'tags', tagNamesSchema],
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  description?: string;
  additionalProperties?: JsonSchema | boolean;
}

/** What a leaf takes, in a few words. */
function takes(schema: JsonSchema): string {
  if (schema.anyOf !== undefined) return schema.anyOf.map(takes).join(' or ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum !== undefined)
    return schema.enum.length > 8
      ? `one of ${String(schema.enum.length)} names`
      : `one of ${schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ')}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any value');
  const limits = [
    schema.format ?? '',
    schema.format === undefined && schema.pattern !== undefined && schema.pattern.length <= 60
      ? `matching \`${schema.pattern}\``
      : '',
    schema.minLength !== undefined && schema.minLength > 1
      ? `at least ${String(schema.minLength)} characters`
      : schema.minLength === 1
        ? 'not empty'
        : '',
    schema.maxLength === undefined ? '' : `at most ${String(schema.maxLength)} characters`,
    schema.minimum === undefined ? '' : `from ${String(schema.minimum)}`,
    schema.maximum === undefined ? '' : `up to ${String(schema.maximum)}`,
  ].filter((limit) => limit !== '');
  return limits.length === 0 ? type : `${type}, ${limits.join(', ')}`;
}

function rows(schema: JsonSchema, at: string, optional: boolean, out: string[]): void {
  const note = schema.description === undefined ? '' : ` ${schema.description}`;
  const mark = optional ? ' (optional)' : '';
  if (schema.type === 'object' && schema.properties !== undefined) {
    // A list's objects are announced by the list's own line.
    if (at !== '' && !at.endsWith('[]')) out.push(`- \`${at}\`${mark}: an object${note}`);
    const required = new Set(schema.required ?? []);
    for (const [name, field] of Object.entries(schema.properties))
      rows(field, at === '' ? name : `${at}.${name}`, !required.has(name), out);
    return;
  }
  // A record: any key, each value alike ({ typescript: 'TypeScript' }).
  if (typeof schema.additionalProperties === 'object' && schema.properties === undefined) {
    out.push(
      `- \`${at === '' ? '<key>' : `${at}.<key>`}\`${mark}: ${takes(schema.additionalProperties)}${note}`,
    );
    return;
  }
  if (schema.type === 'array' && schema.items !== undefined) {
    const count =
      schema.minItems !== undefined && schema.maxItems !== undefined
        ? `${String(schema.minItems)} to ${String(schema.maxItems)}`
        : schema.minItems !== undefined
          ? `at least ${String(schema.minItems)}`
          : schema.maxItems !== undefined
            ? `at most ${String(schema.maxItems)}`
            : 'any number of';
    const items = schema.items;
    if (items.type === 'object') {
      out.push(`- \`${at === '' ? '[]' : `${at}[]`}\`${mark}: a list of ${count} objects${note}`);
      rows({ ...items, description: undefined }, `${at}[]`, false, out);
    } else
      out.push(`- \`${at === '' ? '[]' : at}\`${mark}: a list of ${count}: ${takes(items)}${note}`);
    return;
  }
  out.push(`- \`${at}\`${mark}: ${takes(schema)}${note}`);
}

export function generatedContentFieldsDoc(): string {
  const out = [
    '# The content files’ fields',
    '',
    '<!-- Generated by `npm run docs:config` from the schemas the content check uses',
    '     (packages/content-model/src/*-schema.ts). scripts/configuration-docs.test.ts fails when',
    '     this file differs. -->',
    '',
    'What each file of `content/` exports and what every field takes, as `npm run content:check`',
    'checks it. [The content guide](content.md) says what each is for. A translation in',
    '`content/locales/<tag>/` takes the same fields, words only.',
  ];
  for (const [file, exported, schema] of files) {
    out.push('', `## \`${exported}\` in \`${file}\``, '');
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    rows(json, '', false, out);
  }
  return `${out.join('\n')}\n`;
}
