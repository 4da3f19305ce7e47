/**
 * The words of the demo organization: Tempo Music, ten music enthusiasts building an online music
 * app. Fixed texts only; plan.ts decides, with a seeded random source, who does what and when.
 */
import type { RoleType } from '../../src/domain/shared/role.ts';
import type { TagColor } from '../../src/domain/work/work.ts';

export const ORGANIZATION_NAME = 'Tempo Music';

export interface PersonContent {
  readonly key: string;
  readonly name: string;
  readonly title: string;
  readonly type: RoleType;
  readonly status: 'ACCEPTED' | 'INVITED';
  readonly timeZone: string;
  /** Working hours, the same on each working day (local time of timeZone). */
  readonly hours: readonly [string, string];
  /** 0 = Monday ... 6 = Sunday. */
  readonly days: readonly number[];
}

const WEEKDAYS = [0, 1, 2, 3, 4];

/** The ten people (§9 Demo team size): one owner, admins, members, a visitor and one still invited. */
export const PEOPLE: readonly PersonContent[] = [
  { key: 'maya', name: 'Maya Chen', title: 'Founder & Product Lead', type: 'OWNER', status: 'ACCEPTED', timeZone: 'America/Los_Angeles', hours: ['08:30', '17:00'], days: WEEKDAYS },
  { key: 'leo', name: 'Leo Martins', title: 'Engineering Lead', type: 'ADMIN', status: 'ACCEPTED', timeZone: 'Europe/Lisbon', hours: ['09:00', '18:00'], days: WEEKDAYS },
  { key: 'aisha', name: 'Aisha Okafor', title: 'Head of Design', type: 'ADMIN', status: 'ACCEPTED', timeZone: 'Africa/Lagos', hours: ['09:00', '17:00'], days: WEEKDAYS },
  { key: 'jonas', name: 'Jonas Weber', title: 'Backend Engineer', type: 'MEMBER', status: 'ACCEPTED', timeZone: 'Europe/Berlin', hours: ['10:00', '18:30'], days: WEEKDAYS },
  { key: 'priya', name: 'Priya Raman', title: 'Frontend Engineer', type: 'MEMBER', status: 'ACCEPTED', timeZone: 'Asia/Kolkata', hours: ['10:00', '19:00'], days: WEEKDAYS },
  { key: 'sam', name: 'Sam Rivera', title: 'Mobile Engineer', type: 'MEMBER', status: 'ACCEPTED', timeZone: 'America/Mexico_City', hours: ['09:00', '17:00'], days: [0, 1, 2, 3] },
  { key: 'hana', name: 'Hana Sato', title: 'Audio Engineer', type: 'MEMBER', status: 'ACCEPTED', timeZone: 'Asia/Tokyo', hours: ['09:30', '18:00'], days: WEEKDAYS },
  { key: 'noah', name: 'Noah Brooks', title: 'QA Engineer', type: 'MEMBER', status: 'ACCEPTED', timeZone: 'America/New_York', hours: ['08:00', '16:30'], days: WEEKDAYS },
  { key: 'elena', name: 'Elena Petrova', title: 'Label Partner', type: 'VISITOR', status: 'ACCEPTED', timeZone: 'Europe/Sofia', hours: ['10:00', '16:00'], days: [0, 1, 2] },
  { key: 'tom', name: 'Tom Gallagher', title: 'Community Manager', type: 'MEMBER', status: 'INVITED', timeZone: 'Europe/Dublin', hours: ['09:00', '17:30'], days: WEEKDAYS },
];

export const PRODUCTS = [
  { key: 'web', name: 'Tempo Web', description: 'The web player: listen, search and build playlists in the browser.' },
  { key: 'mobile', name: 'Tempo Mobile', description: 'The iOS and Android apps, with offline listening.' },
  { key: 'artists', name: 'Tempo for Artists', description: 'Where artists and labels upload releases and follow their listeners.' },
] as const;

export const TEAMS = [
  { key: 'playback', name: 'Playback', description: 'Everything between the play button and the speakers.', members: ['leo', 'jonas', 'hana'] },
  { key: 'discovery', name: 'Discovery', description: 'Search, recommendations and playlists.', members: ['priya', 'aisha', 'jonas'] },
  { key: 'mobile', name: 'Mobile', description: 'The iOS and Android apps.', members: ['sam', 'noah'] },
  { key: 'artists', name: 'Artist Tools', description: 'The upload portal and the analytics artists read.', members: ['maya', 'priya', 'noah'] },
] as const;

export const WORKFLOWS = [
  { key: 'standard', name: 'Standard', description: 'Design, build, then review.', isDefault: true, states: ['Design', 'Build', 'Review'] },
  { key: 'bugfix', name: 'Bug fix', description: 'Reproduce, fix, verify.', isDefault: false, states: ['Triage', 'Fix', 'Verify'] },
  { key: 'release', name: 'Release', description: 'A store release: prepare, test, ship.', isDefault: false, states: ['Prepare', 'QA', 'Ship'] },
] as const;

export const TAGS: readonly { readonly key: string; readonly name: string; readonly color: TagColor }[] = [
  { key: 'bug', name: 'bug', color: 'ORANGE' },
  { key: 'feature', name: 'feature', color: 'BLUE' },
  { key: 'performance', name: 'performance', color: 'GREEN' },
  { key: 'a11y', name: 'accessibility', color: 'PURPLE' },
  { key: 'design', name: 'design', color: 'PINK' },
  { key: 'customer', name: 'customer request', color: 'YELLOW' },
];

export interface ProjectContent {
  readonly key: string;
  readonly name: string;
  readonly parent: string | null;
  readonly owner: string;
  readonly archived?: boolean;
  readonly product: 'web' | 'mobile' | 'artists';
  readonly readme?: string;
  /** The tickets of a leaf project. */
  readonly tickets?: readonly string[];
}

/** The project tree; leaves carry the tickets' titles. */
export const PROJECTS: readonly ProjectContent[] = [
  {
    key: 'playback',
    name: 'Playback',
    parent: null,
    owner: 'leo',
    product: 'web',
    readme: '# Playback\n\nEverything between **the play button** and the speakers.\n\n- Gapless playback on every platform\n- Start any track in under 300 ms\n- Offline listening that never surprises\n\nAsk in #playback before changing the streaming protocol.',
  },
  {
    key: 'player',
    name: 'Player UI',
    parent: 'playback',
    owner: 'priya',
    product: 'web',
    tickets: ['Mini player with queue preview', 'Keyboard shortcuts for play, skip and seek', 'Show lyrics in sync with the track', 'Volume slider jumps on touch screens', 'Remember shuffle and repeat between sessions', 'Seek bar shows buffered ranges', 'Crossfade setting in the player menu', 'Now playing view for wide screens', 'Sleep timer'],
  },
  {
    key: 'streaming',
    name: 'Streaming engine',
    parent: 'playback',
    owner: 'jonas',
    product: 'web',
    tickets: ['Gapless playback between album tracks', 'Adaptive bitrate for slow connections', 'Prefetch the next track in the queue', 'Loudness normalisation to -14 LUFS', 'Retry a stalled stream without a click', 'Move the CDN tokens to signed cookies', 'FLAC streaming for lossless subscribers', 'Audio glitch when switching devices'],
  },
  {
    key: 'offline',
    name: 'Offline mode',
    parent: 'playback',
    owner: 'sam',
    product: 'mobile',
    tickets: ['Download a playlist for offline listening', 'Storage limit for downloads', 'Downloads survive an app update', 'Offline badge on downloaded tracks', 'Sync play counts when back online', 'Expired licence message for offline tracks'],
  },
  {
    key: 'discovery',
    name: 'Discovery',
    parent: null,
    owner: 'priya',
    product: 'web',
    readme: '# Discovery\n\nHelp every listener find their next favourite song.\n\n1. Search that forgives typos\n2. Recommendations that explain themselves\n3. Playlists worth sharing',
  },
  {
    key: 'search',
    name: 'Search',
    parent: 'discovery',
    owner: 'jonas',
    product: 'web',
    tickets: ['Typo-tolerant search for artist names', 'Search inside lyrics', 'Recent searches with a clear button', 'Filter results by genre and decade', 'Search results load twice on slow networks', 'Voice search on mobile', 'Highlight matching words in results', 'Empty state for searches with no results'],
  },
  {
    key: 'recommendations',
    name: 'Recommendations',
    parent: 'discovery',
    owner: 'hana',
    product: 'web',
    tickets: ['Daily mix from listening history', 'Explain why a track is recommended', 'Hide an artist from recommendations', 'Cold start for new listeners', 'Weekly discovery playlist email', 'Similar artists on the artist page', 'Tune the radio to avoid repeats'],
  },
  {
    key: 'playlists',
    name: 'Playlists',
    parent: 'discovery',
    owner: 'aisha',
    product: 'web',
    tickets: ['Collaborative playlists', 'Reorder tracks by drag and drop', 'Playlist cover generator', 'Share a playlist with a link', 'Duplicate tracks warning', 'Folders for playlists', 'Import playlists from a CSV file', 'Playlist description supports links'],
  },
  {
    key: 'artists',
    name: 'Artist Tools',
    parent: null,
    owner: 'maya',
    product: 'artists',
    readme: '# Artist Tools\n\nWhat artists and labels use to bring their music to Tempo.\n\nRelease checklist, royalties and analytics live here.',
  },
  {
    key: 'upload',
    name: 'Upload portal',
    parent: 'artists',
    owner: 'noah',
    product: 'artists',
    tickets: ['Bulk upload of an album with metadata', 'Validate ISRC codes on upload', 'Cover art size check', 'Schedule a release date', 'Upload progress survives a page reload', 'Explicit content flag per track', 'Credits for producers and songwriters'],
  },
  {
    key: 'analytics',
    name: 'Analytics dashboard',
    parent: 'artists',
    owner: 'maya',
    product: 'artists',
    tickets: ['Streams per country map', 'Listener retention chart', 'Export monthly statements as CSV', 'Playlist placements report', 'Compare two releases', 'Real-time streams counter', 'Royalty estimate per track'],
  },
  {
    key: 'apps',
    name: 'Mobile apps',
    parent: null,
    owner: 'sam',
    product: 'mobile',
    readme: '# Mobile apps\n\nOne codebase for iOS and Android. Releases every second Thursday.',
  },
  {
    key: 'ios',
    name: 'iOS',
    parent: 'apps',
    owner: 'sam',
    product: 'mobile',
    tickets: ['Lock screen controls with artwork', 'CarPlay browsing', 'Widgets for the home screen', 'Crash when rotating during a video ad', 'Siri shortcuts for playlists', 'App Store screenshots for 2.0', 'Handoff between iPhone and Mac'],
  },
  {
    key: 'android',
    name: 'Android',
    parent: 'apps',
    owner: 'sam',
    product: 'mobile',
    tickets: ['Android Auto support', 'Material You colours', 'Battery drain while paused', 'Headphone button double press skips', 'Chromecast queue sync', 'Play Store listing update', 'Back gesture closes the player'],
  },
  {
    key: 'launch',
    name: 'Launch 2.0',
    parent: null,
    owner: 'maya',
    product: 'web',
    readme: '# Launch 2.0\n\nThe big autumn release: new player, collaborative playlists, lossless audio.\n\nLaunch day is on the shared calendar.',
  },
  {
    key: 'marketing',
    name: 'Launch campaign',
    parent: 'launch',
    owner: 'maya',
    product: 'web',
    tickets: ['Landing page for Tempo 2.0', 'Press kit with screenshots', 'Launch video script', 'Invite beta listeners to the launch event', 'Pricing page for lossless plan', 'Referral programme'],
  },
  {
    key: 'quality',
    name: 'Launch quality',
    parent: 'launch',
    owner: 'noah',
    product: 'web',
    tickets: ['Load test the streaming service at 10x traffic', 'Accessibility audit of the player', 'Screen reader labels for playback controls', 'Fix colour contrast on the dark theme', 'Regression suite for playlists', 'Crash-free rate above 99.5%'],
  },
  {
    key: 'beta',
    name: 'Beta feedback 2023',
    parent: 'launch',
    owner: 'aisha',
    product: 'web',
    archived: true,
    tickets: ['Survey beta listeners about the new player', 'Summarise beta interviews', 'Beta invite codes'],
  },
  {
    key: 'website',
    name: 'Old website',
    parent: null,
    owner: 'aisha',
    product: 'web',
    archived: true,
    readme: 'The marketing site before the 2.0 redesign. Kept for reference.',
    tickets: ['Migrate blog posts to the new site', 'Redirect old press links'],
  },
];

/** Bugs and chores without a project: reported from anywhere. */
export const LOOSE_TICKETS: readonly string[] = [
  'Login button does nothing on Safari 16',
  'Album art is blurry on retina screens',
  'Wrong track length for live albums',
  'Password reset email lands in spam',
  'Upgrade the audio decoder library',
  'Rotate the payment provider keys',
  'Timestamps in comments ignore time zones',
  'Onboarding asks for genres twice',
  'Cookie banner covers the play button',
  'Weekly dependency updates',
  'Clean up unused feature flags',
  'Dark theme flashes white on load',
  'Podcast chapters are out of order',
  'Profile picture upload fails above 5 MB',
  'Year in music recap',
  'Family plan invitations',
  'Gift cards',
  'Concert listings near the listener',
  'Listening parties with friends',
  'Audit logging for label accounts',
];

export const DESCRIPTIONS: readonly string[] = [
  'Listeners asked for this in the last survey. Keep it simple for a first version.',
  'Seen on production by several listeners. Steps to reproduce are in the comments.',
  'Part of the 2.0 launch plan. Design is in the shared file.',
  'Small change, but it touches the player state: add a test.',
  'We promised this to two labels for next month.',
  'Measure before and after: the dashboard has the numbers.',
  'Check with Legal before shipping anything that changes royalties.',
  'Follow the accessibility checklist: keyboard, screen reader, contrast.',
];

export const CHECKLISTS: readonly string[] = ['Write the spec', 'Review with design', 'Add tests', 'Update the help centre', 'Announce in the changelog', 'Check on a slow network'];

export const COMMENTS: readonly string[] = [
  'I can reproduce this on my phone too.',
  'Design is ready, see the latest frames.',
  'Could we ship a smaller first version?',
  'This blocks the launch checklist.',
  'Tested on staging: works for me.',
  'Labels keep asking about this one.',
  'Let us pair on it tomorrow.',
  'Added numbers from last week to the description.',
];

export const REPLIES: readonly string[] = ['Agreed.', 'On it.', 'Good point, updated.', 'Thanks, looks great!', 'Let us discuss at stand-up.'];

export const BLOCK_NOTES: readonly string[] = ['Waiting for the label to send the final masters.', 'Blocked on the CDN contract renewal.', 'Needs the new design tokens first.'];

export interface CaseContent {
  readonly name: string;
  readonly email: string;
  readonly description: string;
  readonly status: 'NEW' | 'PROCESSING' | 'RESOLVED';
  /** The conversation after the request: the client (no author) or a member (their key). */
  readonly replies: readonly { readonly author: string | null; readonly body: string }[];
}

/** Support cases from listeners and artists, with their conversations. */
export const CASES: readonly CaseContent[] = [
  {
    name: 'Ana Lima',
    email: 'ana.lima@example.com',
    description: 'My playlist "Road trip" is gone.\nIt was there yesterday and I did not delete it.',
    status: 'PROCESSING',
    replies: [
      { author: 'noah', body: 'Sorry about that, Ana! Could you tell us which device you used last?' },
      { author: null, body: 'My phone, an Android. I also listened on the web player at work.' },
      { author: 'noah', body: 'Thanks. We found it in a sync conflict and restored it: could you check?' },
    ],
  },
  {
    name: 'Kofi Mensah',
    email: 'kofi@example.com',
    description: 'Downloaded songs stop playing on the plane.\nThe app says my licence expired.',
    status: 'NEW',
    replies: [],
  },
  {
    name: 'Lucía Fernández',
    email: 'lucia.f@example.com',
    description: 'I was charged twice for my subscription this month.',
    status: 'RESOLVED',
    replies: [
      { author: 'maya', body: 'Hi Lucía, you are right: one payment was a duplicate. It is refunded, you will see it in 3 to 5 days.' },
      { author: null, body: 'Got it, thank you for the quick answer!' },
    ],
  },
  {
    name: 'Rune Olsen',
    email: 'rune@example.com',
    description: 'The lyrics are out of sync on live albums.\nAbout two seconds late.',
    status: 'PROCESSING',
    replies: [{ author: 'hana', body: 'Thanks Rune, we see it too. A fix is planned in the Player UI project.' }],
  },
  {
    name: 'Grace Kim',
    email: 'grace.kim@example.com',
    description: 'How do I share a playlist with my family plan members?',
    status: 'RESOLVED',
    replies: [
      { author: 'priya', body: 'Open the playlist, choose Share, then Copy link: anyone in your family plan can open it.' },
      { author: null, body: 'Perfect, that worked.' },
    ],
  },
  {
    name: 'Marco Bianchi',
    email: 'marco@indie-label.example',
    description: 'Our album cover was rejected but it is 3000 x 3000 pixels.\nCan you check?',
    status: 'NEW',
    replies: [{ author: null, body: 'The release date is next Friday, so it is a bit urgent.' }],
  },
  {
    name: 'Zoe Dubois',
    email: 'zoe.dubois@example.com',
    description: 'CarPlay shows an empty library since the last update.',
    status: 'PROCESSING',
    replies: [
      { author: 'sam', body: 'Thank you Zoe. Which iOS version do you have?' },
      { author: null, body: 'iOS 17.4 on an iPhone 13.' },
    ],
  },
  {
    name: 'Omar Haddad',
    email: 'omar.h@example.com',
    description: 'Is there a way to hide explicit songs for my kids profile?',
    status: 'NEW',
    replies: [],
  },
];

/** Days off everyone shares, relative to today. */
export const BLACKOUTS = [
  { name: 'Launch day', startInDays: 12, days: 1 },
  { name: 'Team offsite in Lisbon', startInDays: 26, days: 3 },
  { name: 'End of year break', startInDays: 40, days: 7 },
] as const;

/** A weekly time everyone is away from their tickets. */
export const RECURRING_BLACKOUTS = [{ name: 'Friday demo hour', weekday: 4, start: '15:00', stop: '16:00', timeZone: 'Europe/Lisbon' }] as const;
