// Makes the sample media under content/assets: a generated portrait (no photo of a real
// person) and the two click sounds. Run with `npm run media`; the outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { screenshotSvg } from './lib/screenshot-art.ts';
import type { ScreenshotTheme } from './lib/screenshot-art.ts';
import { encodeWav, synthesize } from './lib/wav.ts';

const assets = fileURLToPath(new URL('../content/assets/', import.meta.url));

function portraitSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="glowA" cx="28%" cy="22%" r="60%"><stop offset="0" stop-color="#7c3aed" stop-opacity=".75"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB" cx="80%" cy="85%" r="55%"><stop offset="0" stop-color="#06b6d4" stop-opacity=".6"/><stop offset="1" stop-color="#06b6d4" stop-opacity="0"/></radialGradient>
    <linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1c9a5"/><stop offset="1" stop-color="#c98e63"/></linearGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>
    <linearGradient id="hair" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b2e"/><stop offset="1" stop-color="#0f0c1a"/></linearGradient>
  </defs>
  <rect width="800" height="800" fill="#0b1020"/>
  <rect width="800" height="800" fill="url(#glowA)"/>
  <rect width="800" height="800" fill="url(#glowB)"/>
  <g stroke="#94a3b8" stroke-opacity=".12" stroke-width="2" fill="none">
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="800"/><line x1="0" y1="${i * 100}" x2="800" y2="${i * 100}"/>`).join('')}
  </g>
  <g font-family="DejaVu Sans Mono, monospace" font-weight="700" fill="#e2e8f0" fill-opacity=".18">
    <text x="70" y="170" font-size="64">&lt;/&gt;</text>
    <text x="600" y="250" font-size="52">{ }</text>
    <text x="620" y="560" font-size="44">=&gt;</text>
  </g>
  <path d="M150 800 C160 640 260 570 400 570 C540 570 640 640 650 800 Z" fill="url(#shirt)"/>
  <path d="M340 560 L400 640 L460 560 Z" fill="#0b1020" fill-opacity=".35"/>
  <rect x="352" y="470" width="96" height="110" rx="40" fill="url(#skin)"/>
  <ellipse cx="400" cy="370" rx="128" ry="150" fill="url(#skin)"/>
  <path d="M268 360 C262 250 330 200 405 200 C490 200 545 250 535 360 C520 300 480 280 430 290 C380 300 320 285 290 320 C280 332 272 346 268 360 Z" fill="url(#hair)"/>
  <g fill="none" stroke="#0f172a" stroke-width="7" stroke-linecap="round">
    <rect x="318" y="350" width="68" height="50" rx="18"/>
    <rect x="414" y="350" width="68" height="50" rx="18"/>
    <path d="M386 372 h28"/>
    <path d="M372 450 q28 22 56 0"/>
  </g>
  <circle cx="352" cy="376" r="7" fill="#0f172a"/><circle cx="448" cy="376" r="7" fill="#0f172a"/>
</svg>`;
}

// One look per sample project; the slugs match the paths in content/projects.ts.
const projectThemes: Record<string, { count: number; theme: ScreenshotTheme }> = {
  'spotlight-pr': {
    count: 8,
    theme: {
      name: 'Spotlight PR',
      tagline: 'Stories that earn real headlines',
      brand: '#e11d48',
      accent: '#fb7185',
      background: '#fff1f2',
      surface: '#ffffff',
      ink: '#1f2937',
      nav: ['Campaigns', 'Clients', 'Coverage', 'Reports'],
    },
  },
  northstack: {
    count: 7,
    theme: {
      name: 'Northstack',
      tagline: 'Software built for the long run',
      brand: '#2563eb',
      accent: '#38bdf8',
      background: '#eff6ff',
      surface: '#ffffff',
      ink: '#0f172a',
      nav: ['Services', 'Work', 'Careers', 'Contact'],
    },
  },
  'ecell-hub': {
    count: 10,
    theme: {
      name: 'E-Cell Hub',
      tagline: 'Where student founders start up',
      brand: '#7c3aed',
      accent: '#f59e0b',
      background: '#f5f3ff',
      surface: '#ffffff',
      ink: '#1e1b4b',
      nav: ['Events', 'Team', 'Register', 'Blog'],
    },
  },
  'deccan-voice': {
    count: 6,
    theme: {
      name: 'Deccan Voice',
      tagline: 'Regional voices with national reach',
      brand: '#ea580c',
      accent: '#fbbf24',
      background: '#fff7ed',
      surface: '#ffffff',
      ink: '#292524',
      nav: ['Work', 'Press', 'About', 'Contact'],
    },
  },
  lexassist: {
    count: 9,
    theme: {
      name: 'LexAssist',
      tagline: 'Legal help without the waiting room',
      brand: '#0f766e',
      accent: '#2dd4bf',
      background: '#f0fdfa',
      surface: '#ffffff',
      ink: '#134e4a',
      nav: ['Consult', 'Cases', 'Documents', 'Pricing'],
    },
  },
  'nyaya-partners': {
    count: 7,
    theme: {
      name: 'Nyaya Partners',
      tagline: 'Counsel you can count on today',
      brand: '#1e3a8a',
      accent: '#ca8a04',
      background: '#f8fafc',
      surface: '#ffffff',
      ink: '#0f172a',
      nav: ['Practice', 'Lawyers', 'Insights', 'Enquire'],
    },
  },
  nutrinest: {
    count: 8,
    theme: {
      name: 'NutriNest',
      tagline: 'Eat well, every single day',
      brand: '#16a34a',
      accent: '#facc15',
      background: '#f0fdf4',
      surface: '#ffffff',
      ink: '#14532d',
      nav: ['Plans', 'Recipes', 'Progress', 'Experts'],
    },
  },
  'aranya-resort': {
    count: 9,
    theme: {
      name: 'Aranya Resort',
      tagline: 'Celebrate in the heart of nature',
      brand: '#854d0e',
      accent: '#84cc16',
      background: '#fefce8',
      surface: '#ffffff',
      ink: '#3f2d0c',
      nav: ['Stays', 'Banquets', 'Gallery', 'Enquire'],
    },
  },
};

async function writeProjectScreenshots(): Promise<void> {
  for (const [slug, { count, theme }] of Object.entries(projectThemes)) {
    mkdirSync(`${assets}projects/${slug}`, { recursive: true });
    for (let i = 0; i < count; i += 1) {
      const file = `${assets}projects/${slug}/${String(i + 1).padStart(2, '0')}.webp`;
      await sharp(Buffer.from(screenshotSvg(theme, i)))
        .webp({ quality: 80 })
        .toFile(file);
    }
  }
}

async function main(): Promise<void> {
  await writeProjectScreenshots();
  mkdirSync(`${assets}sounds`, { recursive: true });
  await sharp(Buffer.from(portraitSvg(800)))
    .png({ compressionLevel: 9, palette: false })
    .toFile(`${assets}profile.png`);

  // A soft, short tick for moving around the site.
  writeFileSync(
    `${assets}sounds/navigation-click.wav`,
    encodeWav(
      synthesize({
        seconds: 0.07,
        partials: [
          { hz: 1320, gain: 0.5 },
          { hz: 2640, gain: 0.15 },
        ],
        decay: 60,
      }),
    ),
  );
  // A brighter two-note rise for actions (Hire Me, View My Work, profiles).
  writeFileSync(
    `${assets}sounds/action-click.wav`,
    encodeWav(
      synthesize({
        seconds: 0.16,
        partials: [
          { hz: 660, gain: 0.45 },
          { hz: 990, gain: 0.3, startAt: 0.05 },
        ],
        decay: 22,
      }),
    ),
  );
  console.log(`media written to ${assets}`);
}

await main();
