// The storefront's modules take the shared store from here, beside the rest of its client state.
export { createStore, useStore } from '@shop/client';
