/**
 * What the server assumed about the visitor when it rendered a page's HTML (it sees neither the
 * screen nor local storage): the server renders with it, the browser hydrates with the same
 * values (sent with the page) and then renders with its own.
 */
export const firstRender = { mobile: false, country: 'US' };
