/** Which pages show the side menu, the header and the footer (a path containing one of these hides it). */
const NO_SIDE_MENU = [
  '/productDetail',
  '/settings',
  '/faq',
  '/login',
  '/register',
  '/forgetAccount',
  '/createOrder',
  '/payOrder',
  '/paySuccess',
  '/guestOrder',
  '/search',
  '/blogDetail',
  '/customDesign',
];
const NO_HEADER = ['/createOrder', '/guestOrder', '/customDesign'];
const NO_FOOTER = ['/faq', '/customDesign'];

const matches = (path: string, list: string[]) => list.some((p) => path.includes(p));

export function chromeFor(path: string) {
  return { sideMenu: !matches(path, NO_SIDE_MENU), header: !matches(path, NO_HEADER), footer: !matches(path, NO_FOOTER) };
}
