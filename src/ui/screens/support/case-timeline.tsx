/** The conversation: the original request, then every action in order. Text is shown, never run. */
import { useFormatDate } from '../../components/display-zone.tsx';
import { timeline, type Issue, type TimelineItem } from '../../../domain/support/issue.ts';
import { Avatar } from '../../components/avatar.tsx';

function Author({ name, avatarUrl }: { readonly name: string; readonly avatarUrl: string | null }) {
  return (
    <span className="author">
      <Avatar name={name} url={avatarUrl} />
      <span className="author-name">{name}</span>
    </span>
  );
}

/** One entry of the client's timeline (the support inbox shows the same entries). */
export function TimelineEntry({ item, clientName, now }: { readonly item: TimelineItem; readonly clientName: string; readonly now: number }) {
  const formatDate = useFormatDate();
  const when = (
    <time className="entry-time" dateTime={item.at}>
      {formatDate(item.at, now)}
    </time>
  );
  switch (item.kind) {
    case 'Request':
      return (
        <li className="entry" data-side="client" data-kind="Request">
          <div className="entry-meta">
            <Author name={clientName} avatarUrl={null} /> {when}
          </div>
          <div className="bubble">
            {item.lines.map((line, i) => (line === '' ? <br key={i} /> : <p key={i}>{line}</p>))}
          </div>
        </li>
      );
    case 'ClientMessage':
    case 'SupportMessage':
      return (
        <li className="entry" data-side={item.kind === 'ClientMessage' ? 'client' : 'support'} data-kind={item.kind}>
          <div className="entry-meta">
            <Author name={item.author?.name ?? clientName} avatarUrl={item.author?.avatarUrl ?? null} /> {when}
          </div>
          <div className="bubble bubble-text">{item.body}</div>
        </li>
      );
    case 'ClientImage':
    case 'SupportImage':
      return (
        <li className="entry" data-side={item.kind === 'ClientImage' ? 'client' : 'support'} data-kind={item.kind}>
          <div className="entry-meta">
            <Author name={item.author?.name ?? clientName} avatarUrl={item.author?.avatarUrl ?? null} /> {when}
          </div>
          <a className="bubble bubble-image" href={item.body} target="_blank" rel="noreferrer noopener">
            <img src={item.body} alt={`Image sent by ${item.author?.name ?? clientName}`} loading="lazy" />
          </a>
        </li>
      );
    case 'AutoResolved':
      return (
        <li className="entry entry-system" data-kind="AutoResolved">
          <p>
            <strong>{item.author?.name ?? 'System'}</strong>: {item.body} {when}
          </p>
        </li>
      );
    default: {
      const _never: never = item;
      return _never;
    }
  }
}

export function CaseTimeline({ issue, now }: { readonly issue: Issue; readonly now: number }) {
  return (
    <ol className="timeline" aria-label="Conversation">
      {timeline(issue).map((item) => (
        <TimelineEntry key={item.id} item={item} clientName={issue.name} now={now} />
      ))}
    </ol>
  );
}
