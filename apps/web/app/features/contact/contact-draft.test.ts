import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, hasDraft, loadDraft, saveDraft } from './contact-draft.ts';

describe('the unsent message draft', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is saved, read back whole, and deleted', () => {
    expect(loadDraft()).toBeNull();
    saveDraft({ name: 'Priya', email: 'p@example.com', message: 'Line one\nLine two' });
    expect(hasDraft()).toBe(true);
    expect(loadDraft()).toEqual({
      name: 'Priya',
      email: 'p@example.com',
      message: 'Line one\nLine two',
    });
    clearDraft();
    expect(hasDraft()).toBe(false);
    expect(loadDraft()).toBeNull();
  });

  it('ignores anything stored that is not a draft', () => {
    window.sessionStorage.setItem('portfolio:contact-draft', '{not json');
    expect(loadDraft()).toBeNull();
    window.sessionStorage.setItem('portfolio:contact-draft', JSON.stringify({ name: 1 }));
    expect(loadDraft()).toBeNull();
  });
});
