import { describe, expect, it } from 'vitest';
import {
  checkFieldsPath,
  contactFields,
  contactResultPagePaths,
  fieldsOfCheckPath,
} from './contact-form-results.ts';

describe('the contact form’s result pages', () => {
  it('are the three outcomes and one check page per non-empty set of fields', () => {
    const paths = contactResultPagePaths();
    expect(paths).toHaveLength(3 + 2 ** contactFields.length - 1);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^contact\/[a-z-]+(\/[a-z-]+)?$/);
  });

  it('name fields in form order whatever order they come in, and ask for all when none is known', () => {
    expect(checkFieldsPath(['message', 'name'])).toBe('contact/check/name-message');
    expect(checkFieldsPath(['body'])).toBe('contact/check/name-email-message');
    expect(checkFieldsPath([])).toBe('contact/check/name-email-message');
  });

  it('read a check path back, and nothing else', () => {
    for (const path of contactResultPagePaths().filter((p) => p.startsWith('contact/check/')))
      expect(checkFieldsPath(fieldsOfCheckPath(path) ?? [])).toBe(path);
    for (const path of [
      'contact/sent',
      'contact/check/',
      'contact/check/email-name',
      'contact/check/name-name',
      'contact/check/phone',
    ])
      expect(fieldsOfCheckPath(path), path).toBeUndefined();
  });
});
