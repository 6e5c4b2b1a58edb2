// One definition with the server's sitemap, so both name a product's page the same way.
export { productPath } from '@shop/shared';
