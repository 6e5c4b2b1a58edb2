import { createStorage } from '@shop/client';

/** Everything the storefront keeps in local storage, under one set of names. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  language: 'language',
  countryCode: 'countryCode',
  menuCollapsed: 'menuCollapsed',
  guestCart: 'guestCart',
  rememberedLogin: 'rememberedLogin',
  /** A guest's design from the editor, kept until login saves it to the account. */
  designDraft: 'designDraft',
  /** A punchout session from a purchasing system (its name, protocol and end), set by the API's start page. */
  punchout: 'punchout',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Choices the server also needs for the first page's data (it cannot read local storage) go into `shop-…` cookies too. */
export const {
  read: readStored,
  write: writeStored,
  mirrorStored: mirrorStoredChoices,
} = createStorage<Key>({ cookies: { prefix: 'shop-', keys: [STORAGE_KEYS.language, STORAGE_KEYS.countryCode] } });
