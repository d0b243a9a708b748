import { Link } from '@tanstack/react-router';
import type { PostView } from '../../../../workers/api';
import { MemberBadge } from '../../../app';
import { boardTime } from '../../../lib/seoul-clock';
import { CommentIcon, EyeIcon, FlameIcon, HeartMark } from './icons';
import styles from './PostRow.module.css';

interface PostRowProps {
  post: PostView;
  categoryName: string | null;
  /** On /board/all each row names its board. */
  boardName: string | null;
}

const count = new Intl.NumberFormat('ko-KR');

/**
 * One line of a board list: category, title with comment count, author, time, views, likes.
 * Plain elements styled by PostRow.module.css: lists render dozens of these at once.
 */
export function PostRow({ post, categoryName, boardName }: PostRowProps) {
  return (
    <Link
      to="/board/$boardId/$postId"
      params={{ boardId: post.boardId, postId: post.id }}
      className={styles.row}
      data-testid="post-row"
    >
      <div className={styles.headline}>
        {boardName && <span className={`${styles.badge} ${styles.boardBadge}`}>{boardName}</span>}
        {categoryName && <span className={`${styles.badge} ${styles.categoryBadge}`}>{categoryName}</span>}
        {post.popular && (
          <span className={`${styles.badge} ${styles.popularBadge}`}>
            <FlameIcon />
            인기
          </span>
        )}
        <span className={styles.title} data-testid="post-row-title">
          {post.title}
        </span>
        {post.commentCount > 0 && <span className={styles.commentCount}>[{post.commentCount}]</span>}
        {post.pending && (
          <span className={`${styles.badge} ${post.error ? styles.failedBadge : styles.pendingBadge}`}>
            {post.error ? '전송 실패' : '전송 대기'}
          </span>
        )}
      </div>
      <div className={styles.meta}>
        <span className={styles.author}>
          <MemberBadge uuid={post.authorUuid} /> {post.authorNickname}
        </span>
        <span>{boardTime(post.createdAt)}</span>
        <span className={styles.stat}>
          <EyeIcon />
          <span className={styles.srOnly}>조회</span>
          {count.format(post.viewCount)}
        </span>
        <span className={styles.stat}>
          <HeartMark />
          <span className={styles.srOnly}>추천</span>
          {count.format(post.likeCount)}
        </span>
        <span className={`${styles.stat} ${styles.phoneOnly}`}>
          <CommentIcon />
          <span className={styles.srOnly}>댓글</span>
          {count.format(post.commentCount)}
        </span>
      </div>
    </Link>
  );
}
