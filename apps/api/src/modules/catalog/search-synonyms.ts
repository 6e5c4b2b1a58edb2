/**
 * Words a shopper may use for the same thing, in English, German and Chinese: a search for one
 * also finds products named with another ("cup" finds mugs, "Notizbuch" notebooks, "杯子" 马克杯).
 * Spaces and hyphens do not count ("gift box", "giftbox" and "gift-box" are one term). Keep
 * groups narrow: every member finds everything every other member finds.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['mug', 'mugs', 'cup', 'cups', 'tasse', 'tassen', 'becher', '杯', '杯子', '马克杯', '水杯'],
  ['notebook', 'notebooks', 'notizbuch', 'notizbücher', 'notizheft', 'journal', '笔记本', '本子'],
  ['pen', 'pens', 'ballpoint', 'biro', 'kugelschreiber', 'kuli', 'stift', '笔', '圆珠笔'],
  ['gift box', 'gift boxes', 'geschenkbox', 'geschenkschachtel', 'geschenkkarton', '礼盒', '礼品盒'],
  ['t-shirt', 't-shirts', 'tee', 'shirt', 'tshirt', 't恤', 't恤衫', '体恤'],
  ['bag', 'bags', 'tote', 'tasche', 'tüte', 'beutel', '袋', '袋子', '手提袋'],
  ['bottle', 'flask', 'flasche', 'trinkflasche', 'isolierflasche', '瓶', '水瓶', '保温瓶', '保温杯'],
  ['umbrella', 'schirm', 'regenschirm', '伞', '雨伞'],
  ['folder', 'binder', 'file', 'ordner', 'mappe', '文件夹'],
  ['calendar', 'kalender', '日历', '台历', '挂历'],
  ['cap', 'hat', 'kappe', 'mütze', 'basecap', '帽', '帽子', '棒球帽'],
  ['usb stick', 'flash drive', 'memory stick', 'usb-stick', 'speicherstick', 'u盘', '优盘'],
  ['sticker', 'stickers', 'aufkleber', '贴纸'],
  ['stapler', 'heftgerät', 'hefter', 'tacker', '订书机'],
  ['backpack', 'rucksack', '背包', '双肩包'],
  ['power bank', 'powerbank', '充电宝', '移动电源'],
  ['speaker', 'lautsprecher', '音箱', '音响'],
  ['lanyard', 'schlüsselband', 'umhängeband', '挂绳'],
  ['ribbon', 'satinband', 'schleifenband', '缎带', '丝带'],
  ['wrapping paper', 'gift wrap', 'geschenkpapier', '包装纸'],
  ['greeting card', 'greeting cards', 'grußkarte', 'grußkarten', '贺卡'],
  ['pen holder', 'pencil cup', 'stifteköcher', 'stiftehalter', '笔筒'],
  ['sticky notes', 'post-it', 'haftnotizen', '便利贴'],
  ['highlighter', 'textmarker', '荧光笔'],
  ['charger', 'ladegerät', 'ladepad', '充电器', '充电板'],
];
