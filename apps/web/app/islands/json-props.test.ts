import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lostInJson, parseProps, stringifyProps } from './json-props.ts';

describe("an island's props", () => {
  it('pass when JSON carries them as they are', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (props) => {
        expect(lostInJson(props)).toBeNull();
        expect(parseProps('any', stringifyProps('any', props))).toEqual(
          JSON.parse(JSON.stringify(props)),
        );
      }),
    );
  });

  it.each([
    [{ when: new Date(0) }, 'props.when (Date)'],
    [{ list: [1, undefined] }, 'props.list[1] (undefined)'],
    [{ deep: { n: Number.NaN } }, 'props.deep.n (NaN)'],
    [{ big: 1n }, 'props.big (bigint)'],
    [{ on: () => undefined }, 'props.on (function)'],
    [{ tags: new Set(['a']) }, 'props.tags (Set)'],
    [{ url: new URL('https://example.com') }, 'props.url (URL)'],
  ])('refuse %o, naming the island and the value', (props, where) => {
    expect(lostInJson(props)).toBe(where);
    expect(() => stringifyProps('gallery', props)).toThrow(`Island "gallery": ${where} would not`);
  });

  it('leave out an undefined property, as JSON does', () => {
    expect(lostInJson({ a: undefined, b: 1 })).toBeNull();
  });

  it.each([
    ['{"words":', /Island "carousel": its props are not JSON/],
    ['[]', /Island "carousel": its props are not an object/],
    ['null', /Island "carousel": its props are not an object/],
  ])('parse %s into an error that names the island', (json, message) => {
    expect(() => parseProps('carousel', json)).toThrow(message);
  });
});
