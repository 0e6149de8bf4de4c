// The sharing card (Open Graph / Twitter) drawn at build time from content/identity.ts, in the
// site's colours and fonts. satori lays it out and turns the text into outlines (so no font has to
// be installed on the machine); sharp writes the PNG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import type { Identity } from '@portfolio/content-model/identity-schema';
import type { Project } from '@portfolio/content-model/projects-schema';
import { initials } from '../app/lib/initials.ts';
import { ogImage } from '../app/lib/og-image.ts';

const require = createRequire(import.meta.url);
// satori reads WOFF, not WOFF2, so the card uses Fontsource's static cuts of the same faces.
const font = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

const colors = {
  ink: '#060912',
  surface: '#0f1628',
  line: 'rgba(148, 163, 184, 0.22)',
  fg: '#e8ebf4',
  muted: '#aab3c8',
  from: '#a78bfa',
  to: '#22d3ee',
  success: '#34d399',
};

/** The whole card: the page's dark ink with the accent's two soft lights, in the site's type. */
const frame = {
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  backgroundColor: colors.ink,
  backgroundImage: `radial-gradient(circle at 85% 15%, rgba(167, 139, 250, 0.28), transparent 45%), radial-gradient(circle at 10% 95%, rgba(34, 211, 238, 0.2), transparent 40%)`,
  color: colors.fg,
  fontFamily: 'Inter',
} as const;

function Card({ identity, host }: { identity: Identity; host: string }) {
  return (
    <div
      style={{
        ...frame,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 20,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            backgroundImage: `linear-gradient(135deg, ${colors.from}, ${colors.to})`,
            color: colors.ink,
            fontFamily: 'Space Grotesk',
            fontWeight: 700,
            fontSize: 30,
          }}
        >
          {initials(identity.fullName)}
        </div>
        <div style={{ fontSize: 28, color: colors.muted }}>{host}</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div
          style={{
            fontFamily: 'Space Grotesk',
            fontWeight: 700,
            fontSize: 92,
            lineHeight: 1.05,
            letterSpacing: -2,
            backgroundImage: `linear-gradient(90deg, ${colors.from}, ${colors.to})`,
            backgroundClip: 'text',
            color: 'transparent',
          }}
        >
          {identity.fullName}
        </div>
        <div style={{ fontSize: 44, fontWeight: 600, lineHeight: 1.2 }}>{identity.role}</div>
      </div>

      <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 30 }}>
        <div style={{ color: colors.muted }}>
          {`${identity.location.city}, ${identity.location.country}`}
        </div>
        {identity.availability.available ? (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 14,
              padding: '10px 24px',
              borderRadius: 999,
              border: `2px solid ${colors.line}`,
              backgroundColor: colors.surface,
            }}
          >
            <div
              style={{ width: 14, height: 14, borderRadius: 7, backgroundColor: colors.success }}
            />
            {identity.availability.label}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The site's host, the title in the display face, and the owner's name in the accent. */
function TitleBlock({
  title,
  identity,
  host,
  size,
}: {
  title: string;
  identity: Identity;
  host: string;
  size: { host: number; title: number; name: number; letterSpacing: number };
}) {
  return (
    <>
      <div style={{ fontSize: size.host, color: colors.muted }}>{host}</div>
      <div
        style={{
          fontFamily: 'Space Grotesk',
          fontWeight: 700,
          fontSize: size.title,
          lineHeight: 1.05,
          letterSpacing: size.letterSpacing,
        }}
      >
        {title}
      </div>
      <div
        style={{
          fontSize: size.name,
          fontWeight: 600,
          backgroundImage: `linear-gradient(90deg, ${colors.from}, ${colors.to})`,
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {identity.fullName}
      </div>
    </>
  );
}

/** A project's or a post's card: its title and owner beside its cover picture. */
function CoverCard({
  title,
  cover,
  identity,
  host,
}: {
  title: string;
  cover: string;
  identity: Identity;
  host: string;
}) {
  return (
    <div style={{ ...frame, alignItems: 'center', gap: 56, padding: '64px 72px' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, width: 470 }}>
        <TitleBlock
          title={title}
          identity={identity}
          host={host}
          size={{ host: 26, title: title.length > 28 ? 56 : 68, name: 30, letterSpacing: -1.5 }}
        />
      </div>
      <img
        src={cover}
        alt=""
        width={540}
        height={338}
        style={{ borderRadius: 20, border: `2px solid ${colors.line}`, objectFit: 'cover' }}
      />
    </div>
  );
}

/** A post's card without a cover: its title over the site's look. */
function TitleCard({ title, identity, host }: { title: string; identity: Identity; host: string }) {
  return (
    <div
      style={{
        ...frame,
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 32,
        padding: '72px 88px',
      }}
    >
      <TitleBlock
        title={title}
        identity={identity}
        host={host}
        size={{ host: 28, title: title.length > 48 ? 64 : 80, name: 34, letterSpacing: -2 }}
      />
    </div>
  );
}

/**
 * The card's faces, read once: the site's two fonts, then Noto for the scripts they lack
 * (Devanagari, Arabic, Hebrew), which satori falls back to glyph by glyph and shapes, so a card in
 * any of the languages the site's fonts cover (font-sources.ts) draws every letter.
 */
let faces: Parameters<typeof satori>[1]['fonts'] | undefined;
export const cardFonts = () =>
  (faces ??= [
    { name: 'Inter', data: font('inter/files/inter-latin-400-normal.woff'), weight: 400 as const },
    { name: 'Inter', data: font('inter/files/inter-latin-600-normal.woff'), weight: 600 as const },
    {
      name: 'Space Grotesk',
      data: font('space-grotesk/files/space-grotesk-latin-700-normal.woff'),
      weight: 700 as const,
    },
    // Inter's other subsets: accented Latin, Vietnamese, Cyrillic, Greek.
    ...['latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'].map(
      (subset) => ({
        name: 'Inter',
        data: font(`inter/files/inter-${subset}-400-normal.woff`),
        weight: 400 as const,
      }),
    ),
    ...(['devanagari', 'arabic', 'hebrew'] as const).flatMap((script) =>
      ([400, 700] as const).map((weight) => ({
        name: `Noto Sans ${script}`,
        data: font(
          `noto-sans-${script}/files/noto-sans-${script}-${script}-${String(weight)}-normal.woff`,
        ),
        weight,
      })),
    ),
  ]);

/** A card as a PNG of ogImage.width × ogImage.height. */
async function toPng(card: ReactNode): Promise<Buffer> {
  const svg = await satori(card, {
    width: ogImage.width,
    height: ogImage.height,
    fonts: cardFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A title beside a cover picture; `coverFile` is a file of content/assets. */
async function renderCoverCard(
  title: string,
  coverFile: string,
  identity: Identity,
  siteUrl: string,
): Promise<Buffer> {
  // satori takes PNG or JPEG by data URL; the picture may be WebP or AVIF.
  const png = await sharp(coverFile).resize(1080, 676, { fit: 'cover' }).png().toBuffer();
  const cover = `data:image/png;base64,${png.toString('base64')}`;
  return toPng(
    <CoverCard title={title} cover={cover} identity={identity} host={new URL(siteUrl).host} />,
  );
}

/** A project's card; `coverFile` is its screenshot. */
export async function renderProjectOgImage(
  project: Project,
  coverFile: string,
  identity: Identity,
  siteUrl: string,
): Promise<Buffer> {
  return renderCoverCard(project.title, coverFile, identity, siteUrl);
}

/** A post's card: its title over its cover when it has one (a file in content/assets), else over the site's look. */
export async function renderPostOgImage(
  post: { title: string; coverFile?: string | undefined },
  identity: Identity,
  siteUrl: string,
): Promise<Buffer> {
  if (post.coverFile !== undefined)
    return renderCoverCard(post.title, post.coverFile, identity, siteUrl);
  return toPng(<TitleCard title={post.title} identity={identity} host={new URL(siteUrl).host} />);
}

/** The site's card. */
export async function renderOgImage(identity: Identity, siteUrl: string): Promise<Buffer> {
  return toPng(<Card identity={identity} host={new URL(siteUrl).host} />);
}
