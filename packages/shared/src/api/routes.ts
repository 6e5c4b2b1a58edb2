// Generated from contract.ts and admin-contract.ts by `pnpm --filter @shop/shared gen`; do not edit.
import type { RouteTree } from './route.ts';

export const routes = {
  product: {
    comment: {
      page: { method: 'GET', path: 'product/comment/page', input: 'query' },
      statistics: { method: 'GET', path: 'product/comment/statistics', input: 'query' },
    },
    favorite: {
      create: { method: 'POST', path: 'product/favorite/create', input: 'body' },
      delete: { method: 'DELETE', path: 'product/favorite/delete', input: 'body' },
      page: { method: 'GET', path: 'product/favorite/page', input: 'query' },
      exits: { method: 'GET', path: 'product/favorite/exits', input: 'query' },
      getCount: { method: 'GET', path: 'product/favorite/get-count', input: 'none' },
    },
    like: {
      create: { method: 'POST', path: 'product/like/create', input: 'body' },
      delete: { method: 'DELETE', path: 'product/like/delete', input: 'body' },
      page: { method: 'GET', path: 'product/like/page', input: 'query' },
      exits: { method: 'GET', path: 'product/like/exits', input: 'query' },
      getCount: { method: 'GET', path: 'product/like/get-count', input: 'none' },
    },
    browseHistory: {
      page: { method: 'GET', path: 'product/browse-history/page', input: 'query' },
      delete: { method: 'DELETE', path: 'product/browse-history/delete', input: 'body' },
      clean: { method: 'DELETE', path: 'product/browse-history/clean', input: 'none' },
    },
    design: {
      create: { method: 'POST', path: 'product/design/create', input: 'body' },
      update: { method: 'PUT', path: 'product/design/update', input: 'body' },
      get: { method: 'GET', path: 'product/design/get', input: 'query' },
      page: { method: 'GET', path: 'product/design/page', input: 'query' },
      copy: { method: 'POST', path: 'product/design/copy', input: 'query' },
      delete: { method: 'DELETE', path: 'product/design/delete', input: 'query' },
      uploadSvg: { method: 'POST', path: 'product/design/upload-svg', input: 'form' },
    },
    category: {
      list: { method: 'GET', path: 'product/category/list', input: 'none' },
    },
    spu: {
      getSpuList: { method: 'GET', path: 'product/spu/getSpuList', input: 'query' },
      facets: { method: 'GET', path: 'product/spu/facets', input: 'query' },
      getDetail: { method: 'GET', path: 'product/spu/get-detail', input: 'query' },
      productQuantityRule: { method: 'GET', path: 'product/spu/product-quantity-rule', input: 'query' },
    },
    search: {
      suggest: { method: 'GET', path: 'product/search/suggest', input: 'query' },
    },
  },
  system: {
    job: {
      page: { method: 'GET', path: 'system/job/page', input: 'query' },
      get: { method: 'GET', path: 'system/job/get', input: 'query' },
      filters: { method: 'GET', path: 'system/job/filters', input: 'none' },
      apply: { method: 'POST', path: 'system/job/apply', input: 'body' },
    },
    dictData: {
      listAllSimple: { method: 'GET', path: 'system/dict-data/list-all-simple', input: 'none' },
    },
    area: {
      tree: { method: 'GET', path: 'system/area/tree', input: 'none' },
      states: { method: 'GET', path: 'system/area/states', input: 'query' },
    },
    contactUs: {
      create: { method: 'POST', path: 'system/contact-us/create', input: 'body' },
    },
  },
  infra: {
    file: {
      upload: { method: 'POST', path: 'infra/file/upload', input: 'form' },
    },
  },
  member: {
    country: {
      page: { method: 'GET', path: 'member/country/page', input: 'query' },
    },
    auth: {
      sendEmailCode: { method: 'POST', path: 'member/auth/send-email-code', input: 'body' },
      smsMailRegister: { method: 'POST', path: 'member/auth/sms-mail-register', input: 'body' },
      login: { method: 'POST', path: 'member/auth/login', input: 'body' },
      logout: { method: 'POST', path: 'member/auth/logout', input: 'none' },
      refreshToken: { method: 'POST', path: 'member/auth/refresh-token', input: 'body' },
      resetPassword: { method: 'POST', path: 'member/auth/reset-password', input: 'body' },
    },
    user: {
      get: { method: 'GET', path: 'member/user/get', input: 'none' },
      update: { method: 'PUT', path: 'member/user/update', input: 'body' },
      updatePassword: { method: 'PUT', path: 'member/user/update-password', input: 'body' },
      getSettings: { method: 'GET', path: 'member/user/get-settings', input: 'none' },
      updateSettings: { method: 'PUT', path: 'member/user/update-settings', input: 'body' },
      exportData: { method: 'GET', path: 'member/user/export-data', input: 'none' },
      exportDataPage: { method: 'GET', path: 'member/user/export-data-page', input: 'none' },
      deleteAccount: { method: 'POST', path: 'member/user/delete-account', input: 'body' },
    },
    address: {
      list: { method: 'GET', path: 'member/address/list', input: 'none' },
      get: { method: 'GET', path: 'member/address/get', input: 'query' },
      create: { method: 'POST', path: 'member/address/create', input: 'body' },
      update: { method: 'PUT', path: 'member/address/update', input: 'body' },
      delete: { method: 'DELETE', path: 'member/address/delete', input: 'query' },
    },
    company: {
      get: { method: 'GET', path: 'member/company/get', input: 'none' },
      create: { method: 'POST', path: 'member/company/create', input: 'body' },
      update: { method: 'PUT', path: 'member/company/update', input: 'body' },
      invite: { method: 'POST', path: 'member/company/invite', input: 'body' },
      join: { method: 'POST', path: 'member/company/join', input: 'body' },
      updateMember: { method: 'PUT', path: 'member/company/update-member', input: 'body' },
      removeMember: { method: 'DELETE', path: 'member/company/remove-member', input: 'query' },
      taxExemption: { method: 'POST', path: 'member/company/tax-exemption', input: 'body' },
    },
  },
  trade: {
    afterSale: {
      create: { method: 'POST', path: 'trade/after-sale/create', input: 'body' },
      page: { method: 'GET', path: 'trade/after-sale/page', input: 'query' },
      get: { method: 'GET', path: 'trade/after-sale/get', input: 'query' },
      cancel: { method: 'DELETE', path: 'trade/after-sale/cancel', input: 'query' },
      delivery: { method: 'PUT', path: 'trade/after-sale/delivery', input: 'body' },
      creditNote: { method: 'GET', path: 'trade/after-sale/credit-note', input: 'query' },
    },
    delivery: {
      express: {
        listAllSimple: { method: 'GET', path: 'trade/delivery/express/list-all-simple', input: 'none' },
      },
    },
    config: {
      get: { method: 'GET', path: 'trade/config/get', input: 'none' },
    },
    cart: {
      add: { method: 'POST', path: 'trade/cart/add', input: 'body' },
      addFromOrder: { method: 'POST', path: 'trade/cart/add-from-order', input: 'body' },
      list: { method: 'GET', path: 'trade/cart/list', input: 'none' },
      getCount: { method: 'GET', path: 'trade/cart/get-count', input: 'none' },
      updateCount: { method: 'PUT', path: 'trade/cart/update-count', input: 'body' },
      updateSelected: { method: 'PUT', path: 'trade/cart/update-selected', input: 'body' },
      delete: { method: 'POST', path: 'trade/cart/delete', input: 'body' },
      price: { method: 'POST', path: 'trade/cart/price', input: 'body' },
    },
    order: {
      item: {
        createComment: { method: 'POST', path: 'trade/order/item/create-comment', input: 'body' },
      },
      invoice: { method: 'GET', path: 'trade/order/invoice', input: 'query' },
      guestInvoice: { method: 'GET', path: 'trade/order/guest/invoice', input: 'query' },
      creditNote: { method: 'GET', path: 'trade/order/credit-note', input: 'query' },
      guestCreditNote: { method: 'GET', path: 'trade/order/guest/credit-note', input: 'query' },
      offer: { method: 'POST', path: 'trade/order/offer', input: 'body' },
      settlement: { method: 'POST', path: 'trade/order/settlement', input: 'body' },
      create: { method: 'POST', path: 'trade/order/create', input: 'body' },
      page: { method: 'GET', path: 'trade/order/page', input: 'query' },
      getDetail: { method: 'GET', path: 'trade/order/get-detail', input: 'query' },
      getCount: { method: 'GET', path: 'trade/order/get-count', input: 'none' },
      cancel: { method: 'DELETE', path: 'trade/order/cancel', input: 'query' },
      receive: { method: 'PUT', path: 'trade/order/receive', input: 'query' },
      delete: { method: 'DELETE', path: 'trade/order/delete', input: 'query' },
      approvalPage: { method: 'GET', path: 'trade/order/approval-page', input: 'query' },
      approve: { method: 'PUT', path: 'trade/order/approve', input: 'query' },
      decline: { method: 'PUT', path: 'trade/order/decline', input: 'body' },
      guestCreate: { method: 'POST', path: 'trade/order/guest/create', input: 'body' },
      guestGetDetail: { method: 'GET', path: 'trade/order/guest/get-detail', input: 'query' },
      guestCancel: { method: 'DELETE', path: 'trade/order/guest/cancel', input: 'query' },
      printData: { method: 'PUT', path: 'trade/order/item/print-data', input: 'body' },
      previousDesigns: { method: 'GET', path: 'trade/order/item/previous-designs', input: 'query' },
      approvePrint: { method: 'PUT', path: 'trade/order/item/approve-print', input: 'query' },
      guestPrintData: { method: 'PUT', path: 'trade/order/guest/item/print-data', input: 'body' },
      guestApprovePrint: { method: 'PUT', path: 'trade/order/guest/item/approve-print', input: 'body' },
      updateBillingAddress: { method: 'PUT', path: 'trade/order/update-billing-address', input: 'body' },
      guestUpdateBillingAddress: { method: 'PUT', path: 'trade/order/guest/update-billing-address', input: 'body' },
    },
    quote: {
      create: { method: 'POST', path: 'trade/quote/create', input: 'body' },
      page: { method: 'GET', path: 'trade/quote/page', input: 'query' },
      get: { method: 'GET', path: 'trade/quote/get', input: 'query' },
      message: { method: 'POST', path: 'trade/quote/message', input: 'body' },
      accept: { method: 'PUT', path: 'trade/quote/accept', input: 'query' },
      decline: { method: 'PUT', path: 'trade/quote/decline', input: 'query' },
      pdf: { method: 'GET', path: 'trade/quote/pdf', input: 'query' },
      guestGet: { method: 'GET', path: 'trade/quote/guest/get', input: 'query' },
      guestMessage: { method: 'POST', path: 'trade/quote/guest/message', input: 'body' },
      guestAccept: { method: 'PUT', path: 'trade/quote/guest/accept', input: 'query' },
      guestDecline: { method: 'PUT', path: 'trade/quote/guest/decline', input: 'query' },
      guestPdf: { method: 'GET', path: 'trade/quote/guest/pdf', input: 'query' },
    },
  },
  promotion: {
    newsletter: {
      subscribe: { method: 'POST', path: 'promotion/newsletter/subscribe', input: 'body' },
      confirm: { method: 'GET', path: 'promotion/newsletter/confirm', input: 'query' },
      unsubscribe: { method: 'GET', path: 'promotion/newsletter/unsubscribe', input: 'query' },
    },
    article: {
      page: { method: 'GET', path: 'promotion/article/page', input: 'query' },
      get: { method: 'GET', path: 'promotion/article/get', input: 'query' },
      tags: { method: 'GET', path: 'promotion/article/tags', input: 'none' },
    },
    advertising: {
      create: { method: 'POST', path: 'promotion/advertising/create', input: 'body' },
    },
  },
  pay: {
    order: {
      paySuccess: { method: 'POST', path: 'pay/order/pay/success', input: 'body' },
      paypalCreate: { method: 'POST', path: 'pay/order/paypal/create', input: 'query' },
      cardCreate: { method: 'POST', path: 'pay/order/card/create', input: 'query' },
      guestCardCreate: { method: 'POST', path: 'pay/order/guest/card/create', input: 'body' },
      guestPaySuccess: { method: 'POST', path: 'pay/order/guest/pay/success', input: 'body' },
      extraPaySuccess: { method: 'POST', path: 'pay/order/extra/pay/success', input: 'body' },
      guestExtraPaySuccess: { method: 'POST', path: 'pay/order/guest/extra/pay/success', input: 'body' },
      extraPaypalCreate: { method: 'POST', path: 'pay/order/extra/paypal/create', input: 'body' },
      guestExtraPaypalCreate: { method: 'POST', path: 'pay/order/guest/extra/paypal/create', input: 'body' },
      guestPaypalCreate: { method: 'POST', path: 'pay/order/guest/paypal/create', input: 'body' },
      submit: { method: 'POST', path: 'pay/order/submit', input: 'body' },
      guestSubmit: { method: 'POST', path: 'pay/order/guest/submit', input: 'body' },
    },
  },
} as const satisfies RouteTree;

/** The back office's routes, under /admin-api. */
export const adminRoutes = {
  product: {
    category: {
      create: { method: 'POST', path: 'product/category/create', input: 'body' },
      update: { method: 'PUT', path: 'product/category/update', input: 'body' },
      delete: { method: 'DELETE', path: 'product/category/delete', input: 'query' },
      get: { method: 'GET', path: 'product/category/get', input: 'query' },
      list: { method: 'GET', path: 'product/category/list', input: 'query' },
    },
    spu: {
      exportExcel: { method: 'GET', path: 'product/spu/export-excel', input: 'query' },
      import: { method: 'POST', path: 'product/spu/import', input: 'form' },
      page: { method: 'GET', path: 'product/spu/page', input: 'query' },
      getDetail: { method: 'GET', path: 'product/spu/get-detail', input: 'query' },
      create: { method: 'POST', path: 'product/spu/create', input: 'body' },
      update: { method: 'PUT', path: 'product/spu/update', input: 'body' },
      updateStatus: { method: 'PUT', path: 'product/spu/update-status', input: 'body' },
      delete: { method: 'DELETE', path: 'product/spu/delete', input: 'query' },
    },
    property: {
      simpleList: { method: 'GET', path: 'product/property/simple-list', input: 'none' },
    },
    sku: {
      updateStock: { method: 'PUT', path: 'product/sku/update-stock', input: 'body' },
      stockMovementPage: { method: 'GET', path: 'product/sku/stock-movement-page', input: 'query' },
    },
    printArea: {
      list: { method: 'GET', path: 'product/print-area/list', input: 'query' },
      save: { method: 'PUT', path: 'product/print-area/save', input: 'body' },
    },
    comment: {
      page: { method: 'GET', path: 'product/comment/page', input: 'query' },
      updateVisible: { method: 'PUT', path: 'product/comment/update-visible', input: 'body' },
      reply: { method: 'PUT', path: 'product/comment/reply', input: 'body' },
    },
  },
  infra: {
    file: {
      upload: { method: 'POST', path: 'infra/file/upload', input: 'form' },
    },
  },
  promotion: {
    coupon: {
      page: { method: 'GET', path: 'promotion/coupon/page', input: 'query' },
      get: { method: 'GET', path: 'promotion/coupon/get', input: 'query' },
      create: { method: 'POST', path: 'promotion/coupon/create', input: 'body' },
      update: { method: 'PUT', path: 'promotion/coupon/update', input: 'body' },
      delete: { method: 'DELETE', path: 'promotion/coupon/delete', input: 'query' },
      usePage: { method: 'GET', path: 'promotion/coupon/use-page', input: 'query' },
    },
    newsletter: {
      page: { method: 'GET', path: 'promotion/newsletter/page', input: 'query' },
      export: { method: 'GET', path: 'promotion/newsletter/export', input: 'query' },
    },
    punchout: {
      page: { method: 'GET', path: 'promotion/punchout/page', input: 'query' },
      get: { method: 'GET', path: 'promotion/punchout/get', input: 'query' },
      create: { method: 'POST', path: 'promotion/punchout/create', input: 'body' },
      update: { method: 'PUT', path: 'promotion/punchout/update', input: 'body' },
      delete: { method: 'DELETE', path: 'promotion/punchout/delete', input: 'query' },
    },
    article: {
      page: { method: 'GET', path: 'promotion/article/page', input: 'query' },
      get: { method: 'GET', path: 'promotion/article/get', input: 'query' },
      create: { method: 'POST', path: 'promotion/article/create', input: 'body' },
      update: { method: 'PUT', path: 'promotion/article/update', input: 'body' },
      delete: { method: 'DELETE', path: 'promotion/article/delete', input: 'query' },
    },
    advertising: {
      page: { method: 'GET', path: 'promotion/advertising/page', input: 'query' },
      updateStatus: { method: 'PUT', path: 'promotion/advertising/update-status', input: 'body' },
    },
  },
  member: {
    user: {
      page: { method: 'GET', path: 'member/user/page', input: 'query' },
      exportExcel: { method: 'GET', path: 'member/user/export-excel', input: 'query' },
      get: { method: 'GET', path: 'member/user/get', input: 'query' },
      updateStatus: { method: 'PUT', path: 'member/user/update-status', input: 'body' },
    },
    company: {
      page: { method: 'GET', path: 'member/company/page', input: 'query' },
      get: { method: 'GET', path: 'member/company/get', input: 'query' },
      updateTerms: { method: 'PUT', path: 'member/company/update-terms', input: 'body' },
      reviewTaxExemption: { method: 'PUT', path: 'member/company/review-tax-exemption', input: 'body' },
    },
  },
  statistics: {
    trade: {
      summary: { method: 'GET', path: 'statistics/trade/summary', input: 'query' },
      todo: { method: 'GET', path: 'statistics/trade/todo', input: 'none' },
      sales: { method: 'GET', path: 'statistics/trade/sales', input: 'query' },
      tax: { method: 'GET', path: 'statistics/trade/tax', input: 'query' },
    },
  },
  print: {
    page: { method: 'GET', path: 'trade/order/item/print-page', input: 'query' },
    check: { method: 'PUT', path: 'trade/order/item/print-check', input: 'body' },
    status: { method: 'PUT', path: 'trade/order/item/print-status', input: 'body' },
  },
  system: {
    contactUs: {
      page: { method: 'GET', path: 'system/contact-us/page', input: 'query' },
      get: { method: 'GET', path: 'system/contact-us/get', input: 'query' },
      reply: { method: 'PUT', path: 'system/contact-us/reply', input: 'body' },
      updateStatus: { method: 'PUT', path: 'system/contact-us/update-status', input: 'body' },
    },
    job: {
      page: { method: 'GET', path: 'system/job/page', input: 'query' },
      get: { method: 'GET', path: 'system/job/get', input: 'query' },
      create: { method: 'POST', path: 'system/job/create', input: 'body' },
      update: { method: 'PUT', path: 'system/job/update', input: 'body' },
      applicationPage: { method: 'GET', path: 'system/job-application/page', input: 'query' },
      applicationUpdateStatus: { method: 'PUT', path: 'system/job-application/update-status', input: 'body' },
    },
    auth: {
      login: { method: 'POST', path: 'system/auth/login', input: 'body' },
      refreshToken: { method: 'POST', path: 'system/auth/refresh-token', input: 'body' },
      logout: { method: 'POST', path: 'system/auth/logout', input: 'none' },
      getPermissionInfo: { method: 'GET', path: 'system/auth/get-permission-info', input: 'none' },
    },
    user: {
      page: { method: 'GET', path: 'system/user/page', input: 'query' },
      create: { method: 'POST', path: 'system/user/create', input: 'body' },
      get: { method: 'GET', path: 'system/user/get', input: 'query' },
      update: { method: 'PUT', path: 'system/user/update', input: 'body' },
      updateStatus: { method: 'PUT', path: 'system/user/update-status', input: 'body' },
      updatePassword: { method: 'PUT', path: 'system/user/update-password', input: 'body' },
      resetTotp: { method: 'PUT', path: 'system/user/reset-totp', input: 'body' },
      delete: { method: 'DELETE', path: 'system/user/delete', input: 'query' },
      profile: {
        totpEnable: { method: 'POST', path: 'system/user/profile/totp/enable', input: 'none' },
        totpConfirm: { method: 'POST', path: 'system/user/profile/totp/confirm', input: 'body' },
        recoveryCodes: { method: 'POST', path: 'system/user/profile/totp/recovery-codes', input: 'body' },
        updatePassword: { method: 'PUT', path: 'system/user/profile/update-password', input: 'body' },
        totpDisable: { method: 'POST', path: 'system/user/profile/totp/disable', input: 'body' },
        notificationGet: { method: 'GET', path: 'system/user/profile/notification/get', input: 'none' },
        notificationUpdate: { method: 'PUT', path: 'system/user/profile/notification/update', input: 'body' },
      },
    },
    role: {
      page: { method: 'GET', path: 'system/role/page', input: 'query' },
      listAllSimple: { method: 'GET', path: 'system/role/list-all-simple', input: 'none' },
      get: { method: 'GET', path: 'system/role/get', input: 'query' },
      create: { method: 'POST', path: 'system/role/create', input: 'body' },
      update: { method: 'PUT', path: 'system/role/update', input: 'body' },
      delete: { method: 'DELETE', path: 'system/role/delete', input: 'query' },
    },
    operateLog: {
      page: { method: 'GET', path: 'system/operate-log/page', input: 'query' },
    },
    area: {
      tree: { method: 'GET', path: 'system/area/tree', input: 'none' },
    },
    settings: {
      get: { method: 'GET', path: 'system/settings/get', input: 'none' },
      update: { method: 'PUT', path: 'system/settings/update', input: 'body' },
    },
  },
  pay: {
    order: {
      receivablePage: { method: 'GET', path: 'pay/order/receivable-page', input: 'query' },
      recordPayment: { method: 'PUT', path: 'pay/order/record-payment', input: 'body' },
      importStatement: { method: 'POST', path: 'pay/order/import-statement', input: 'form' },
    },
  },
  trade: {
    afterSale: {
      page: { method: 'GET', path: 'trade/after-sale/page', input: 'query' },
      getDetail: { method: 'GET', path: 'trade/after-sale/get-detail', input: 'query' },
      agree: { method: 'PUT', path: 'trade/after-sale/agree', input: 'query' },
      disagree: { method: 'PUT', path: 'trade/after-sale/disagree', input: 'body' },
      receive: { method: 'PUT', path: 'trade/after-sale/receive', input: 'query' },
      refuse: { method: 'PUT', path: 'trade/after-sale/refuse', input: 'body' },
      refund: { method: 'PUT', path: 'trade/after-sale/refund', input: 'query' },
      creditNote: { method: 'GET', path: 'trade/after-sale/credit-note', input: 'query' },
    },
    creditNote: {
      getPdf: { method: 'GET', path: 'trade/credit-note/get-pdf', input: 'query' },
    },
    offer: {
      page: { method: 'GET', path: 'trade/offer/page', input: 'query' },
      getPdf: { method: 'GET', path: 'trade/offer/get-pdf', input: 'query' },
    },
    order: {
      page: { method: 'GET', path: 'trade/order/page', input: 'query' },
      exportExcel: { method: 'GET', path: 'trade/order/export-excel', input: 'query' },
      getCount: { method: 'GET', path: 'trade/order/get-count', input: 'query' },
      getDetail: { method: 'GET', path: 'trade/order/get-detail', input: 'query' },
      delivery: { method: 'PUT', path: 'trade/order/delivery', input: 'body' },
      updateDelivery: { method: 'PUT', path: 'trade/order/update-delivery', input: 'body' },
      updateRemark: { method: 'PUT', path: 'trade/order/update-remark', input: 'body' },
      updateAddress: { method: 'PUT', path: 'trade/order/update-address', input: 'body' },
      cancel: { method: 'PUT', path: 'trade/order/cancel', input: 'body' },
      refund: { method: 'POST', path: 'trade/order/refund', input: 'body' },
      invoice: { method: 'GET', path: 'trade/order/invoice', input: 'query' },
      resendMail: { method: 'POST', path: 'trade/order/resend-mail', input: 'body' },
      settlementForMember: { method: 'POST', path: 'trade/order/settlement-for-member', input: 'body' },
      updateItemsPreview: { method: 'POST', path: 'trade/order/update-items/preview', input: 'body' },
      updateItems: { method: 'PUT', path: 'trade/order/update-items', input: 'body' },
      createForMember: { method: 'POST', path: 'trade/order/create-for-member', input: 'body' },
    },
    quote: {
      page: { method: 'GET', path: 'trade/quote/page', input: 'query' },
      get: { method: 'GET', path: 'trade/quote/get', input: 'query' },
      price: { method: 'PUT', path: 'trade/quote/price', input: 'body' },
      decline: { method: 'PUT', path: 'trade/quote/decline', input: 'body' },
      message: { method: 'POST', path: 'trade/quote/message', input: 'body' },
      pdf: { method: 'GET', path: 'trade/quote/pdf', input: 'query' },
    },
    delivery: {
      express: {
        listAllSimple: { method: 'GET', path: 'trade/delivery/express/list-all-simple', input: 'none' },
      },
    },
  },
} as const satisfies RouteTree;
