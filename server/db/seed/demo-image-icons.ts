import type { SeedCategorySlug } from './reference-data';

/**
 * Simple flat icons drawn in a 400x400 box around the origin, in `fg` with `accent` details. No text:
 * the same pictures serve both languages.
 */
export type IconName = SeedCategorySlug | 'event' | 'community';

export function iconSvg(name: IconName, fg: string, accent: string): string {
  switch (name) {
    case 'real-estate':
      return `<polygon points="-170,-10 0,-170 170,-10" fill="${fg}"/>
<rect x="-130" y="-20" width="260" height="190" rx="10" fill="${fg}"/>
<rect x="-30" y="60" width="60" height="110" rx="6" fill="${accent}"/>
<rect x="-105" y="20" width="55" height="50" rx="6" fill="${accent}"/>
<rect x="50" y="20" width="55" height="50" rx="6" fill="${accent}"/>
<rect x="80" y="-150" width="40" height="80" fill="${fg}"/>`;
    case 'vehicles':
      return `<path d="M-190,60 L-190,0 Q-190,-25 -160,-30 L-110,-40 L-60,-110 Q-50,-120 -30,-120 L70,-120 Q90,-120 100,-110 L150,-40 L175,-30 Q195,-20 195,10 L195,60 Z" fill="${fg}"/>
<path d="M-85,-45 L-45,-100 L0,-100 L0,-45 Z M20,-45 L20,-100 L75,-100 L115,-45 Z" fill="${accent}"/>
<circle cx="-110" cy="70" r="52" fill="${accent}"/><circle cx="-110" cy="70" r="24" fill="${fg}"/>
<circle cx="115" cy="70" r="52" fill="${accent}"/><circle cx="115" cy="70" r="24" fill="${fg}"/>`;
    case 'electronics':
      return `<rect x="-105" y="-185" width="210" height="370" rx="34" fill="${fg}"/>
<rect x="-85" y="-145" width="170" height="280" rx="10" fill="${accent}"/>
<circle cx="0" cy="160" r="13" fill="${accent}"/>
<circle cx="-35" cy="-40" r="26" fill="${fg}" opacity="0.5"/><circle cx="30" cy="30" r="40" fill="${fg}" opacity="0.35"/>`;
    case 'jobs':
      return `<rect x="-60" y="-150" width="120" height="70" rx="22" fill="none" stroke="${fg}" stroke-width="26"/>
<rect x="-185" y="-100" width="370" height="260" rx="30" fill="${fg}"/>
<rect x="-185" y="-10" width="370" height="22" fill="${accent}"/>
<rect x="-30" y="-25" width="60" height="55" rx="10" fill="${accent}"/>`;
    case 'services':
      return `<circle r="140" fill="none" stroke="${fg}" stroke-width="60" stroke-dasharray="44 43.96"/>
<circle r="118" fill="none" stroke="${fg}" stroke-width="56"/>
<circle r="60" fill="${accent}"/>`;
    case 'household-items':
      return `<rect x="-190" y="-60" width="380" height="150" rx="40" fill="${fg}"/>
<rect x="-150" y="-150" width="300" height="130" rx="36" fill="${fg}"/>
<rect x="-135" y="-10" width="125" height="60" rx="18" fill="${accent}"/>
<rect x="10" y="-10" width="125" height="60" rx="18" fill="${accent}"/>
<rect x="-170" y="90" width="26" height="60" rx="8" fill="${fg}"/><rect x="144" y="90" width="26" height="60" rx="8" fill="${fg}"/>`;
    case 'fashion':
      return `<path d="M-70,-170 L-190,-110 L-150,-20 L-110,-40 L-110,180 L110,180 L110,-40 L150,-20 L190,-110 L70,-170 Q0,-110 -70,-170 Z" fill="${fg}"/>
${crossStitchBand(-105, 120, 210, accent)}
${crossStitchBand(-15, -150, 30, accent, true)}`;
    case 'pets':
      return `<ellipse cx="0" cy="70" rx="105" ry="90" fill="${fg}"/>
<ellipse cx="-130" cy="-40" rx="42" ry="55" fill="${fg}" transform="rotate(-20 -130 -40)"/>
<ellipse cx="-55" cy="-120" rx="42" ry="58" fill="${fg}" transform="rotate(-8 -55 -120)"/>
<ellipse cx="55" cy="-120" rx="42" ry="58" fill="${fg}" transform="rotate(8 55 -120)"/>
<ellipse cx="130" cy="-40" rx="42" ry="55" fill="${fg}" transform="rotate(20 130 -40)"/>`;
    case 'community':
      // A church with three domes and crosses.
      return `<rect x="-150" y="-20" width="300" height="200" rx="8" fill="${fg}"/>
<rect x="-40" y="-120" width="80" height="110" fill="${fg}"/>
<ellipse cx="0" cy="-135" rx="55" ry="45" fill="${fg}"/>
<ellipse cx="-110" cy="-40" rx="38" ry="32" fill="${fg}"/><ellipse cx="110" cy="-40" rx="38" ry="32" fill="${fg}"/>
<rect x="-5" y="-215" width="10" height="60" fill="${fg}"/><rect x="-22" y="-198" width="44" height="9" fill="${fg}"/>
<rect x="-114" y="-105" width="8" height="40" fill="${fg}"/><rect x="-124" y="-94" width="28" height="7" fill="${fg}"/>
<rect x="106" y="-105" width="8" height="40" fill="${fg}"/><rect x="96" y="-94" width="28" height="7" fill="${fg}"/>
<path d="M-35,180 L-35,90 Q0,50 35,90 L35,180 Z" fill="${accent}"/>
<rect x="-120" y="40" width="45" height="60" rx="20" fill="${accent}"/><rect x="75" y="40" width="45" height="60" rx="20" fill="${accent}"/>`;
    case 'event':
      return `<ellipse cx="0" cy="10" rx="140" ry="185" fill="${fg}"/>
<path d="M-138,-20 L-95,-55 L-50,-20 L-5,-55 L40,-20 L85,-55 L138,-20" fill="none" stroke="${accent}" stroke-width="16" stroke-linejoin="round"/>
<path d="M-138,50 L-95,85 L-50,50 L-5,85 L40,50 L85,85 L138,50" fill="none" stroke="${accent}" stroke-width="16" stroke-linejoin="round"/>
<circle cx="0" cy="-115" r="22" fill="${accent}"/><circle cx="0" cy="140" r="18" fill="${accent}"/>
<circle cx="-60" cy="15" r="14" fill="${accent}"/><circle cx="0" cy="15" r="14" fill="${accent}"/><circle cx="60" cy="15" r="14" fill="${accent}"/>`;
  }
}

/** A row of small diamonds, like the embroidered band on a vyshyvanka. */
function crossStitchBand(x: number, y: number, width: number, color: string, vertical = false): string {
  const step = 30;
  const count = Math.floor(width / step);
  let out = '';
  for (let i = 0; i < (vertical ? 9 : count); i++) {
    const cx = vertical ? x + 15 : x + step / 2 + i * step;
    const cy = vertical ? y + 30 + i * 30 : y;
    out += `<polygon points="${cx},${cy - 12} ${cx + 12},${cy} ${cx},${cy + 12} ${cx - 12},${cy}" fill="${color}"/>`;
  }
  return out;
}
