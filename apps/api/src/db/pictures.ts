// Product pictures for the demo catalogue, drawn as SVG so the shop needs no outside images.

const COLOURS: Record<string, string> = {
  black: '#222831',
  white: '#f4f4f4',
  red: '#d7263d',
  blue: '#1f6feb',
  navy: '#1b2a4a',
  green: '#2a9d4a',
  yellow: '#f2c14e',
  orange: '#f08a24',
  pink: '#e86a92',
  purple: '#7b4bc4',
  grey: '#8a8f98',
  gray: '#8a8f98',
  brown: '#8b5a2b',
  kraft: '#c49a6c',
  natural: '#d8b98a',
  silver: '#c0c4cc',
  gold: '#d4af37',
  beige: '#e8d8b8',
  transparent: '#cfe8f3',
  clear: '#cfe8f3',
  turquoise: '#2ec4b6',
  teal: '#2a9d8f',
};

export function colourFromName(name: string | undefined, fallback: string): string {
  const key = Object.keys(COLOURS).find((k) => (name ?? '').toLowerCase().includes(k));
  return key ? COLOURS[key]! : fallback;
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const SHAPES: Record<string, (c: string, d: string) => string> = {
  folder: (c, d) => `<path d="M90 150h120l25 25h175v210H90z" fill="${d}"/><path d="M90 195h320v190H90z" fill="${c}"/>`,
  binder: (c, d) =>
    `<rect x="150" y="100" width="200" height="300" rx="10" fill="${c}"/><rect x="150" y="100" width="40" height="300" fill="${d}"/><circle cx="170" cy="170" r="9" fill="#eee"/><circle cx="170" cy="330" r="9" fill="#eee"/>`,
  box: (c, d) =>
    `<path d="M250 120l150 60v170l-150 60-150-60V180z" fill="${c}"/><path d="M250 240l150-60v170l-150 60z" fill="${d}"/><path d="M100 180l150 60 150-60-150-60z" fill="${shade(c, 30)}"/>`,
  gift: (c, d) =>
    `<rect x="120" y="200" width="260" height="190" fill="${c}"/><rect x="105" y="160" width="290" height="50" fill="${d}"/><rect x="235" y="160" width="30" height="230" fill="#f4d35e"/><path d="M250 160c-40-60-90-40-70 0zM250 160c40-60 90-40 70 0z" fill="#f4d35e"/>`,
  pen: (c, d) =>
    `<g transform="rotate(-35 250 250)"><rect x="235" y="80" width="30" height="300" rx="12" fill="${c}"/><path d="M235 380h30l-15 45z" fill="${d}"/><rect x="262" y="100" width="8" height="90" fill="${d}"/></g>`,
  notebook: (c, d) =>
    `<rect x="140" y="100" width="230" height="300" rx="12" fill="${c}"/><rect x="140" y="100" width="28" height="300" fill="${d}"/><rect x="330" y="100" width="12" height="300" fill="${shade(c, -60)}"/>`,
  mug: (c, d) =>
    `<rect x="150" y="160" width="170" height="210" rx="18" fill="${c}"/><path d="M320 200h30a40 40 0 010 100h-30v-25h25a15 15 0 000-50h-25z" fill="${d}"/><ellipse cx="235" cy="165" rx="85" ry="14" fill="${shade(c, 40)}"/>`,
  bag: (c, d) =>
    `<path d="M130 190h240l-20 210H150z" fill="${c}"/><path d="M200 190v-30a50 50 0 01100 0v30" fill="none" stroke="${d}" stroke-width="14"/>`,
  tray: (c, d) => `<path d="M90 260h320l-30 90H120z" fill="${c}"/><rect x="90" y="240" width="320" height="24" rx="6" fill="${d}"/>`,
  organizer: (c, d) =>
    `<rect x="110" y="230" width="280" height="150" rx="8" fill="${c}"/><rect x="130" y="170" width="70" height="70" fill="${d}"/><rect x="215" y="140" width="70" height="100" fill="${d}"/><rect x="300" y="190" width="70" height="50" fill="${d}"/>`,
  bottle: (c, d) =>
    `<rect x="195" y="150" width="110" height="250" rx="30" fill="${c}"/><rect x="220" y="100" width="60" height="55" rx="8" fill="${d}"/>`,
  lanyard: (c, d) =>
    `<path d="M170 90l80 230 80-230" fill="none" stroke="${c}" stroke-width="22"/><rect x="200" y="310" width="100" height="120" rx="10" fill="${d}"/>`,
  calendar: (c, d) =>
    `<rect x="130" y="130" width="240" height="250" rx="12" fill="#fafafa" stroke="${d}" stroke-width="6"/><rect x="130" y="130" width="240" height="60" rx="12" fill="${c}"/><g fill="${d}">${[0, 1, 2, 3].map((r) => [0, 1, 2, 3, 4].map((k) => `<rect x="${150 + k * 44}" y="${210 + r * 40}" width="28" height="24"/>`).join('')).join('')}</g>`,
  tape: (c, d) =>
    `<circle cx="250" cy="250" r="130" fill="${c}"/><circle cx="250" cy="250" r="60" fill="#fafafa" stroke="${d}" stroke-width="10"/>`,
  card: (c, d) =>
    `<rect x="100" y="160" width="300" height="180" rx="14" fill="${c}"/><rect x="130" y="200" width="140" height="16" fill="${d}"/><rect x="130" y="230" width="100" height="12" fill="${d}"/>`,
  umbrella: (c, d) =>
    `<path d="M90 250a160 160 0 01320 0z" fill="${c}"/><path d="M250 250v130a25 25 0 01-50 0" fill="none" stroke="${d}" stroke-width="12"/>`,
  tshirt: (c, d) =>
    `<path d="M180 110l-90 50 35 70 40-20v190h170V210l40 20 35-70-90-50c-10 30-40 45-70 45s-60-15-70-45z" fill="${c}"/><path d="M215 112c8 20 22 30 35 30s27-10 35-30" fill="none" stroke="${d}" stroke-width="8"/>`,
  usb: (c, d) =>
    `<rect x="170" y="170" width="200" height="110" rx="20" fill="${c}"/><rect x="110" y="195" width="65" height="60" fill="#c0c4cc" stroke="${d}" stroke-width="4"/>`,
  cap: (c, d) => `<path d="M110 290a140 130 0 01280 0z" fill="${c}"/><path d="M250 290h190a30 20 0 01-30 30H250z" fill="${d}"/>`,
  sticker: (c, d) =>
    `<circle cx="250" cy="250" r="140" fill="${c}"/><path d="M250 140l30 70 75 5-58 48 20 73-67-40-67 40 20-73-58-48 75-5z" fill="${d}"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A 500×500 picture of the product's shape in its colour; `caption` is written on a label. */
export function productSvg(shape: string, colour: string, caption: string): string {
  const draw = SHAPES[shape] ?? SHAPES.box!;
  const label = caption
    ? `<text x="250" y="470" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#555" text-anchor="middle">${escapeXml(caption.slice(0, 36))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="500" height="500"><rect width="500" height="500" fill="#f6f4ef"/><ellipse cx="250" cy="420" rx="170" ry="18" fill="#e4e0d6"/>${draw(colour, shade(colour, -45))}${label}</svg>`;
}
