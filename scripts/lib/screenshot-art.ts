// Draws plausible, entirely made-up app screenshots as SVG: a browser frame around one of a few
// page layouts, themed per project. No copyrighted material; only shapes and sample words.

export interface ScreenshotTheme {
  brand: string;
  accent: string;
  background: string;
  surface: string;
  ink: string;
  name: string;
  tagline: string;
  nav: string[];
}

const width = 1200;
const height = 750;
const escape = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function bar(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  opacity = 1,
  radius = 6,
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function textLines(x: number, y: number, count: number, maxWidth: number, color: string): string {
  return Array.from({ length: count }, (_, i) =>
    bar(
      x,
      y + i * 18,
      maxWidth * (i === count - 1 ? 0.6 : 0.92 - (i % 3) * 0.08),
      9,
      color,
      0.35,
      4,
    ),
  ).join('');
}

function label(
  x: number,
  y: number,
  size: number,
  value: string,
  color: string,
  weight = 700,
): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}">${escape(value)}</text>`;
}

function chrome(theme: ScreenshotTheme, page: number): string {
  const dots = ['#f87171', '#fbbf24', '#34d399']
    .map((c, i) => `<circle cx="${26 + i * 20}" cy="22" r="6" fill="${c}"/>`)
    .join('');
  const url = `${theme.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com/${theme.nav[page % theme.nav.length]?.toLowerCase() ?? ''}`;
  const nav = theme.nav
    .map((item, i) =>
      label(
        720 + i * 110,
        88,
        15,
        item,
        i === page % theme.nav.length ? theme.brand : theme.ink,
        500,
      ),
    )
    .join('');
  return [
    bar(0, 0, width, 44, '#e5e7eb', 1, 0),
    dots,
    bar(110, 10, 560, 24, '#ffffff', 1, 12),
    label(128, 27, 13, url, '#6b7280', 400),
    bar(0, 44, width, 76, theme.surface, 1, 0),
    bar(40, 66, 34, 34, theme.brand, 1, 9),
    label(86, 90, 20, theme.name, theme.ink),
    nav,
  ].join('');
}

type Layout = (theme: ScreenshotTheme, seed: number) => string;

const hero: Layout = (t) =>
  [
    label(60, 240, 46, t.tagline.split(' ').slice(0, 3).join(' '), t.ink),
    label(60, 296, 46, t.tagline.split(' ').slice(3).join(' '), t.brand),
    textLines(60, 330, 4, 480, t.ink),
    bar(60, 420, 170, 52, t.brand, 1, 26),
    label(92, 452, 17, 'Get started', '#ffffff'),
    bar(250, 420, 150, 52, t.ink, 0.08, 26),
    `<circle cx="880" cy="380" r="190" fill="${t.accent}" fill-opacity=".25"/>`,
    bar(700, 230, 360, 260, t.surface, 1, 24),
    bar(730, 260, 300, 130, t.brand, 0.85, 14),
    textLines(730, 410, 3, 300, t.ink),
    bar(60, 560, 1080, 130, t.surface, 1, 18),
    ...[0, 1, 2, 3].map(
      (i) =>
        bar(90 + i * 265, 590, 220, 14, t.ink, 0.3) + bar(90 + i * 265, 620, 150, 10, t.ink, 0.18),
    ),
  ].join('');

const dashboard: Layout = (t, seed) => {
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 60 + ((seed * 37 + i * 53) % 150);
    return bar(420 + i * 52, 600 - h, 30, h, i % 4 === seed % 4 ? t.accent : t.brand, 0.9, 5);
  });
  return [
    bar(0, 120, 240, height - 120, t.surface, 1, 0),
    ...t.nav
      .concat(['Reports', 'Settings'])
      .map((item, i) => label(40, 180 + i * 48, 16, item, i === 1 ? t.brand : t.ink, 500)),
    ...[0, 1, 2].map(
      (i) =>
        bar(280 + i * 300, 150, 270, 110, t.surface, 1, 16) +
        label(305 + i * 300, 195, 30, `${(seed + 3) * (i + 2) * 7}${i === 2 ? '%' : ''}`, t.ink) +
        bar(305 + i * 300, 220, 120, 10, t.ink, 0.25),
    ),
    bar(280, 290, 570, 420, t.surface, 1, 16),
    label(310, 330, 18, 'Monthly overview', t.ink),
    ...bars,
    bar(880, 290, 280, 420, t.surface, 1, 16),
    ...[0, 1, 2, 3, 4, 5].map(
      (i) =>
        `<circle cx="920" cy="${350 + i * 58}" r="16" fill="${t.accent}" fill-opacity=".5"/>` +
        bar(950, 342 + i * 58, 150, 10, t.ink, 0.35) +
        bar(950, 360 + i * 58, 90, 8, t.ink, 0.2),
    ),
  ].join('');
};

const cards: Layout = (t, seed) =>
  [
    label(60, 190, 32, t.nav[(seed + 1) % t.nav.length] ?? 'Explore', t.ink),
    textLines(60, 215, 1, 420, t.ink),
    ...Array.from({ length: 6 }, (_, i) => {
      const x = 60 + (i % 3) * 370;
      const y = 260 + Math.floor(i / 3) * 240;
      return [
        bar(x, y, 340, 215, t.surface, 1, 18),
        bar(x, y, 340, 110, i % 2 === 0 ? t.brand : t.accent, 0.75, 18),
        bar(x + 20, y + 130, 200, 14, t.ink, 0.5),
        textLines(x + 20, y + 156, 2, 290, t.ink),
      ].join('');
    }),
  ].join('');

const form: Layout = (t) =>
  [
    bar(60, 160, 480, 540, t.brand, 0.9, 24),
    label(100, 250, 36, 'Let’s talk', '#ffffff'),
    textLines(100, 280, 5, 380, '#ffffff'),
    bar(600, 160, 540, 540, t.surface, 1, 24),
    ...['Full name', 'E-mail', 'Phone', 'Message'].map(
      (field, i) =>
        label(640, 220 + i * 100, 14, field, t.ink, 600) +
        bar(640, 232 + i * 100, 460, i === 3 ? 60 : 44, t.ink, 0.07, 10),
    ),
    bar(640, 620, 200, 50, t.accent, 1, 25),
    label(690, 652, 17, 'Send', '#ffffff'),
  ].join('');

const pricing: Layout = (t) =>
  [
    label(420, 200, 36, 'Plans & packages', t.ink),
    ...[0, 1, 2].map((i) => {
      const x = 90 + i * 350;
      const featured = i === 1;
      return [
        bar(
          x,
          250 - (featured ? 20 : 0),
          320,
          440 + (featured ? 20 : 0),
          featured ? t.brand : t.surface,
          1,
          20,
        ),
        label(
          x + 30,
          300,
          20,
          ['Starter', 'Growth', 'Premium'][i] ?? '',
          featured ? '#ffffff' : t.ink,
        ),
        label(x + 30, 360, 40, `₹${(i + 1) * 9}k`, featured ? '#ffffff' : t.ink),
        ...[0, 1, 2, 3, 4].map((j) =>
          bar(x + 30, 400 + j * 34, 220 - j * 12, 10, featured ? '#ffffff' : t.ink, 0.4),
        ),
        bar(x + 30, 600, 260, 46, featured ? '#ffffff' : t.brand, featured ? 1 : 0.9, 23),
      ].join('');
    }),
  ].join('');

const gallery: Layout = (t, seed) =>
  [
    bar(60, 150, 700, 560, t.brand, 0.85, 20),
    `<circle cx="${300 + (seed % 3) * 80}" cy="380" r="120" fill="${t.accent}" fill-opacity=".55"/>`,
    `<path d="M60 640 L300 470 L480 600 L600 520 L760 640 L760 710 L60 710 Z" fill="${t.ink}" fill-opacity=".3"/>`,
    ...[0, 1, 2, 3].map((i) =>
      bar(790, 150 + i * 145, 350, 125, i % 2 ? t.accent : t.brand, 0.55, 16),
    ),
  ].join('');

const article: Layout = (t) =>
  [
    bar(240, 150, 720, 240, t.accent, 0.6, 20),
    label(240, 450, 34, t.tagline, t.ink),
    textLines(240, 480, 8, 720, t.ink),
    `<circle cx="262" cy="680" r="22" fill="${t.brand}"/>`,
    bar(296, 670, 160, 10, t.ink, 0.4),
  ].join('');

const phone: Layout = (t) =>
  [
    `<circle cx="360" cy="420" r="260" fill="${t.accent}" fill-opacity=".18"/>`,
    bar(230, 150, 270, 560, '#111827', 1, 36),
    bar(244, 164, 242, 532, t.surface, 1, 26),
    bar(244, 164, 242, 150, t.brand, 1, 26),
    label(266, 250, 22, t.name.split(' ')[0] ?? t.name, '#ffffff'),
    ...[0, 1, 2, 3].map(
      (i) =>
        bar(262, 340 + i * 84, 206, 68, t.ink, 0.07, 12) +
        bar(276, 356 + i * 84, 120, 10, t.ink, 0.4),
    ),
    label(620, 330, 38, 'Works on every', t.ink),
    label(620, 380, 38, 'screen size', t.brand),
    textLines(620, 410, 4, 480, t.ink),
  ].join('');

const layouts: Layout[] = [hero, dashboard, cards, form, pricing, gallery, article, phone];

export function screenshotSvg(theme: ScreenshotTheme, index: number): string {
  const layout = layouts[index % layouts.length] ?? hero;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${theme.background}"/>
  ${chrome(theme, index)}
  ${layout(theme, index + theme.name.length)}
</svg>`;
}
