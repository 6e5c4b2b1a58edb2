/** The product link slug: the lower-cased name with whitespace runs as hyphens. */
function productSlug(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'));
}

/** A product's page: `/productDetail/{slug}/{id}` (the storefront's links and the sitemap). */
export function productPath(id: number, name: string): string {
  return `/productDetail/${productSlug(name)}/${id}`;
}
