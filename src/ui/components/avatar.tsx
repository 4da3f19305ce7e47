/**
 * A person's avatar: their picture when they have one, otherwise one of 9 cartoon avatars drawn
 * here (3 hair styles x smile, glasses or headphones), themed by colour; the choice is the domain's
 * (the sum of the name's character codes).
 */
import { useState } from 'react';
import { avatarThemeColors, personAvatar } from '../../domain/shared/avatar.ts';

const SKIN = ['#f6d3b9', '#dca47d', '#9c6a4a'] as const;
const HAIR = '#2f241f';

/** Hair by style: short crop, long, curly. */
function Hair({ style }: { readonly style: number }) {
  if (style === 0) return <path d="M19 27c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7z" fill={HAIR} />;
  if (style === 1) return <path d="M18 30c-1-12 5-19 14-19s15 7 14 19v12h-5V27c-3-3-6-4-9-4s-6 1-9 4v15h-5z" fill={HAIR} />;
  return (
    <g fill={HAIR}>
      <circle cx="22" cy="20" r="6" />
      <circle cx="30" cy="15" r="6.5" />
      <circle cx="38" cy="16" r="6" />
      <circle cx="44" cy="22" r="5" />
    </g>
  );
}

/** The face's extra: a plain smile, glasses, or headphones. */
function Feature({ kind }: { readonly kind: number }) {
  const smile = <path d="M27 34q5 4 10 0" stroke={HAIR} strokeWidth="1.8" fill="none" strokeLinecap="round" />;
  if (kind === 0) return smile;
  if (kind === 1) {
    return (
      <g stroke={HAIR} strokeWidth="1.6" fill="none">
        <circle cx="27" cy="28" r="3.6" />
        <circle cx="37" cy="28" r="3.6" />
        <path d="M30.6 28h2.8" />
        {smile}
      </g>
    );
  }
  return (
    <g>
      {smile}
      <path d="M17 30a15 15 0 0 1 30 0" stroke="#1f2937" strokeWidth="2.5" fill="none" />
      <rect x="14" y="27" width="6" height="9" rx="2.5" fill="#1f2937" />
      <rect x="44" y="27" width="6" height="9" rx="2.5" fill="#1f2937" />
    </g>
  );
}

export interface AvatarProps {
  readonly name: string;
  readonly url?: string | null;
  readonly size?: number;
}

/** The avatar of a person; decorative (the name stands next to it). A picture that fails to load gives way to the drawing. */
export function Avatar({ name, url, size = 28 }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const avatar = personAvatar(name, url === broken ? null : url);
  const box = { width: size, height: size };
  if (avatar.kind === 'picture') {
    return <img className="avatar" src={avatar.url} alt="" width={size} height={size} style={box} onError={() => setBroken(avatar.url)} />;
  }
  const { background, foreground } = avatarThemeColors(avatar.theme);
  const style = avatar.index % 3;
  const feature = Math.floor(avatar.index / 3);
  return (
    <svg className="avatar" data-avatar={avatar.index} viewBox="0 0 64 64" width={size} height={size} style={box} aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill={background} />
      <path d="M12 60c2-11 10-16 20-16s18 5 20 16a32 32 0 0 1-40 0z" fill={foreground} />
      <circle cx="32" cy="29" r="12.5" fill={SKIN[(style + feature) % 3]} />
      <circle cx="27.5" cy="28" r="1.5" fill={HAIR} />
      <circle cx="36.5" cy="28" r="1.5" fill={HAIR} />
      <Hair style={style} />
      <Feature kind={feature} />
    </svg>
  );
}
