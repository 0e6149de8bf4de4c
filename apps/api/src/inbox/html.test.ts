import { describe, expect, it } from 'vitest';
import { html } from './html.ts';

describe('inbox HTML templates', () => {
  it('escape every interpolated value, in text and in attributes', () => {
    const name = `<script>alert(1)</script>" onload="x' &`;
    const out = html`<p title="${name}">${name}</p>`.value;
    expect(out).toBe(
      '<p title="&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x&#39; &amp;">&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x&#39; &amp;</p>',
    );
  });

  it('show the characters that reorder or hide text, and keep newlines and tabs', () => {
    const out = html`${'a\u202Eb\u2066c\u0007d\u009be\nf\tg'}`.value;
    expect(out).toBe('a\\u202eb\\u2066c\\u0007d\\u009be\nf\tg');
  });

  it('nest templates and lists without escaping them twice, and drop empty values', () => {
    // prettier-ignore
    const items = ['<a>', 'b'].map((item) => html`<li>${item}</li>`);
    // prettier-ignore
    const out = html`<ul>${items}</ul>${undefined}${null}${false}${0}`.value;
    expect(out).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>0');
  });
});
