/** The demo screens' decorative picture: a planning board with music on it, and the demo's caption. */

const CARDS = [
  { x: 36, y: 70, w: 120, color: '#1f5fbf' },
  { x: 36, y: 112, w: 96, color: '#d97706' },
  { x: 36, y: 154, w: 110, color: '#7c3aed' },
  { x: 180, y: 70, w: 104, color: '#db2777' },
  { x: 180, y: 112, w: 120, color: '#1d7a46' },
  { x: 324, y: 70, w: 92, color: '#0891b2' },
] as const;

export function DemoPicture() {
  return (
    <figure className="demo-picture">
      <svg viewBox="0 0 460 300" role="presentation" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="demo-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e8f0fc" />
            <stop offset="1" stopColor="#fdf2f8" />
          </linearGradient>
        </defs>
        <rect x="0" y="0" width="460" height="300" rx="18" fill="url(#demo-sky)" />
        <rect x="20" y="24" width="420" height="200" rx="12" fill="#ffffff" stroke="#dde3ea" />
        {['Design', 'Build', 'Review'].map((name, index) => (
          <text key={name} x={36 + index * 144} y={52} fontSize="13" fontWeight="700" fill="#4a5866" fontFamily="system-ui, sans-serif">
            {name}
          </text>
        ))}
        {CARDS.map((card) => (
          <g key={`${card.x}-${card.y}`}>
            <rect x={card.x} y={card.y} width={card.w} height="30" rx="6" fill="#f5f7fa" stroke="#dde3ea" />
            <rect x={card.x} y={card.y} width="5" height="30" rx="2" fill={card.color} />
            <rect x={card.x + 14} y={card.y + 10} width={card.w * 0.55} height="5" rx="2.5" fill="#c4ccd6" />
            <rect x={card.x + 14} y={card.y + 19} width={card.w * 0.3} height="4" rx="2" fill="#dde3ea" />
          </g>
        ))}
        <g fill="#1f5fbf">
          <path d="M352 150v52a11 9 0 1 1-5-7.5V158l40-9v43a11 9 0 1 1-5-7.5v-39z" />
        </g>
        <g fill="none" stroke="#174a96" strokeWidth="7" strokeLinecap="round">
          <path d="M70 270a60 60 0 0 1 120 0" />
        </g>
        <rect x="58" y="252" width="22" height="34" rx="8" fill="#db2777" />
        <rect x="180" y="252" width="22" height="34" rx="8" fill="#db2777" />
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => (
          <circle key={index} cx={250 + index * 19} cy={262} r="7.5" fill={['#1f5fbf', '#d97706', '#7c3aed', '#db2777', '#1d7a46'][index % 5]} opacity="0.85" />
        ))}
      </svg>
      <figcaption>
        <strong>Tempo Music</strong>: ten music enthusiasts building an online music app. Their tickets, projects, schedules and support cases are yours to explore.
      </figcaption>
    </figure>
  );
}
