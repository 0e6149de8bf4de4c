import { describe, expect, it } from 'vitest';
import { showCurrentYear } from './current-year.ts';

describe('the current year', () => {
  it("replaces the build's year with the visitor's", () => {
    document.body.innerHTML = '<p>© <span data-current-year>2026</span> Someone</p>';
    showCurrentYear(document, new Date('2031-01-01T12:00:00Z'));
    expect(document.body.textContent).toBe('© 2031 Someone');
  });
});
