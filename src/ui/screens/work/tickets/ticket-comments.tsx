/** A ticket's comments with their replies, bodies rendered as safe Markdown. */
import type { TicketModel } from '../../../../application/work/ticket-model.ts';
import type { ReplyView, TicketDetail } from '../../../../domain/work/ticket-types.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { MarkdownView } from '../../../components/markdown-view.tsx';
import { AddTextForm } from './inline-text.tsx';
import { DisplayDate } from './ticket-bits.tsx';

function Said({ entry }: { readonly entry: ReplyView }) {
  const name = entry.author?.name ?? 'Someone';
  return (
    <div className="comment-body">
      <div className="comment-meta">
        <Avatar name={name} url={entry.author?.avatarUrl ?? null} size={24} />
        <strong>{name}</strong> <DisplayDate iso={entry.createdAt} />
      </div>
      {/* Safe Markdown: links are clickable, unsafe addresses refused, HTML stays text; headings sit below the section's h2. */}
      <MarkdownView source={entry.body} className="markdown comment-text" headingOffset={2} />
    </div>
  );
}

export function CommentsSection({ model, ticket, writable }: { readonly model: TicketModel; readonly ticket: TicketDetail; readonly writable: boolean }) {
  return (
    <section className="ticket-section" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments</h2>
      {ticket.comments.length === 0 ? <p className="muted">No comments yet.</p> : null}
      <ol className="comment-list">
        {ticket.comments.map((comment) => (
          <li key={comment.id} className="comment">
            <Said entry={comment} />
            {comment.replies.length > 0 ? (
              <ol className="reply-list" aria-label="Replies">
                {comment.replies.map((reply) => (
                  <li key={reply.id} className="reply">
                    <Said entry={reply} />
                  </li>
                ))}
              </ol>
            ) : null}
            {writable ? <AddTextForm label={`Reply to ${comment.author?.name ?? 'comment'}`} action="Reply" field="reply" placeholder="Reply…" onAdd={(body) => model.addReply(comment.id, body)} /> : null}
          </li>
        ))}
      </ol>
      {writable ? <AddTextForm label="New comment" action="Comment" field="comment" multiline placeholder="Write a comment…" onAdd={model.addComment} /> : null}
    </section>
  );
}
