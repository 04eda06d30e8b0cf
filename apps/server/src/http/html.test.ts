import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.js';

describe('html', () => {
  it('escapes the values of the template, never its own markup', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    expect(html`<h1 title="${name}">${name}</h1>`.value).toBe(
      `<h1 title="${escapeHtml(name)}">${escapeHtml(name)}</h1>`,
    );
    expect(html`<p>${'$& $1'}</p>`.value).toBe('<p>$&amp; $1</p>');
  });

  it('nests markup, joins lists and writes nothing for null, undefined and false', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    const isShown = false as boolean;
    // prettier-ignore
    const markup = html`<ul>${items}</ul>${isShown && html`<p>no</p>`}${null}${undefined}${0}`;
    expect(markup.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });
});
