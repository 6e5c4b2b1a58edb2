import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it.each([
    ['headings start below the page title', '# Title\n\ntext', '<h2>Title</h2>\n<p>text</p>'],
    [
      'emphasis and lists',
      '**bold** and *it*\n\n- a\n- b',
      '<p><strong>bold</strong> and <em>it</em></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
    ],
    ['a script tag is removed', 'hi <script>alert(1)</script>', '<p>hi </p>'],
    ['event handlers are removed', '<img src="https://x.test/a.png" onerror="alert(1)">', '<img src="https://x.test/a.png" />'],
    ['javascript: links lose their target', '[x](javascript:alert(1))', '<p><a>x</a></p>'],
    ['an iframe is removed', 'a <iframe src="https://evil.test"></iframe>b', '<p>a b</p>'],
    ['styles are removed', '<p style="color:red">a</p>', '<p>a</p>'],
    [
      'external links open apart, without the opener',
      '[shop](https://example.com)',
      '<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">shop</a></p>',
    ],
    ['own links stay as they are', '[faq](/faq)', '<p><a href="/faq">faq</a></p>'],
  ])('%s', (_name, markdown, html) => {
    expect(renderMarkdown(markdown).trim()).toBe(html);
  });
});
