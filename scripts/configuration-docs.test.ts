// The configuration reference and .env.example cannot drift from the schemas: both are what
// scripts/configuration-docs.ts generates from them, and every variable any schema reads is in both.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiSettings } from '../apps/api/src/env.ts';
import { siteSettings } from '../apps/web/env.ts';
import { generatedContentFieldsDoc } from './content-fields-docs.ts';
import {
  commandsPage,
  contentFieldsFile,
  configurationFile,
  envExampleFile,
  generatedCommandsPage,
  generatedConfigurationDoc,
  generatedEnvExample,
} from './configuration-docs.ts';

describe('the configuration reference', () => {
  it('is what the schemas generate (run `npm run docs:config` after changing a setting)', () => {
    expect(readFileSync(configurationFile, 'utf8')).toBe(generatedConfigurationDoc());
    expect(readFileSync(envExampleFile, 'utf8')).toBe(generatedEnvExample());
  });

  it('lists every content field as the content check takes it', () => {
    expect(readFileSync(contentFieldsFile, 'utf8')).toBe(generatedContentFieldsDoc());
  });

  it("quotes the inbox's and the stats' commands as they print their usage", () => {
    expect(readFileSync(commandsPage, 'utf8')).toBe(generatedCommandsPage());
  });

  it('names every variable the site and the API read, in both files', () => {
    const doc = readFileSync(configurationFile, 'utf8');
    const example = readFileSync(envExampleFile, 'utf8');
    for (const name of new Set([...Object.keys(siteSettings), ...Object.keys(apiSettings)])) {
      expect(doc, name).toContain(`### \`${name}\``);
      expect(example, name).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
    }
  });
});
