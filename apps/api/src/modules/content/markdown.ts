import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// One parser with its own options, so no other code's marked settings leak in.
const marked = new Marked({ gfm: true, async: false });

const isExternal = (href: string | undefined) => /^https?:\/\//i.test(href ?? '');

/** What an article may contain: text formatting, headings, lists, quotes, code, tables, links and pictures. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links to other sites must not get the page (window.opener) or pass on its ranking.
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternal(attribs.href)
        ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) },
    }),
    // The article's title is the page's h1; headings inside start one level lower.
    h1: 'h2',
  },
};

/**
 * Renders an article's Markdown to HTML the storefront may insert as it is: whatever raw HTML the
 * Markdown carries, scripts, event handlers, styles, frames and javascript: links are removed.
 */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
}
