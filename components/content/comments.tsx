import { commentCount, type CommentNode } from '@/lib/content/comments';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import styles from './content.module.css';

function Comment({ comment }: { comment: CommentNode }) {
  return (
    <li className={styles.comment}>
      <p className={styles.commentMeta}>
        <span className={styles.commentAuthor}>{comment.author_name}</span>
        {comment.date && <time dateTime={isoDate(comment.date)}>{formatNewsDate(comment.date)}</time>}
      </p>
      <p className={styles.commentText}>{comment.text}</p>
      {comment.answers.length > 0 && (
        <ol className={styles.commentAnswers} aria-label={`Ответы на комментарий: ${comment.author_name ?? ''}`}>
          {comment.answers.map((a) => (
            <Comment key={a.id} comment={a} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** Published comments of an article, answers nested under what they answer. */
export function Comments({ thread }: { thread: CommentNode[] }) {
  if (thread.length === 0) return null;
  return (
    <section className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.sectionTitle}>
        Комментарии ({commentCount(thread)})
      </h2>
      <ol className={styles.commentList}>
        {thread.map((c) => (
          <Comment key={c.id} comment={c} />
        ))}
      </ol>
    </section>
  );
}
