import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValueInWords } from './value-in-words.tsx';

describe('ValueInWords', () => {
  it('writes a value with no language of its own as one text with the words around it', () => {
    const { container } = render(
      <p>
        <ValueInWords template="Posts tagged “{tag}”" name="tag" value="API" marks={{}} />
      </p>,
    );
    const paragraph = container.querySelector('p');
    // One text: the swap to the brand fonts keeps a text's first letter in place, not a second's.
    expect(Array.from(paragraph?.childNodes ?? [], (node) => node.nodeType)).toEqual([
      Node.TEXT_NODE,
    ]);
    expect(paragraph?.textContent).toBe('Posts tagged “API”');
  });

  it('marks a value left in another language with its own lang and direction', () => {
    const { container } = render(
      <p>
        <ValueInWords
          template="{tag} टैग वाली पोस्ट"
          name="tag"
          value="API"
          marks={{ lang: 'en', dir: 'ltr' }}
        />
      </p>,
    );
    const value = container.querySelector('span[lang="en"][dir="ltr"]');
    expect(value?.textContent).toBe('API');
    expect(container.textContent).toBe('API टैग वाली पोस्ट');
  });
});
