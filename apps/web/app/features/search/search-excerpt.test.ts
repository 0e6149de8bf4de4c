import { describe, expect, it } from 'vitest';
import { excerptParts } from './search-excerpt.ts';

describe('a search result’s excerpt', () => {
  it('is text with the matched words marked', () => {
    expect(excerptParts('uses <mark>SQLite</mark> for &lt;b&gt; &amp; more')).toEqual([
      { text: 'uses ', marked: false },
      { text: 'SQLite', marked: true },
      { text: ' for <b> & more', marked: false },
    ]);
  });

  it('never lets other markup through as markup', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>hi <mark><b>there</b></mark>');
    expect(parts).toEqual([
      { text: 'hi ', marked: false },
      { text: 'there', marked: true },
    ]);
  });
});
