// The client plumbing the storefront and the back office share; each app configures it in its lib/.
// The contract-form resolver (zod) is `@shop/client/form`, apart, so a page's first code does not carry zod.
export { ApiError, createApi } from './api.ts';
export { createStorage } from './storage.ts';
export { createStore, useStore } from './store.ts';
export { createToasts } from './toast.ts';
