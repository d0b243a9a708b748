import { memo, useState } from 'react';
import { MemberBadge } from '../../../app';
import { type UserTableRow as Row, roleNames } from '../../../contract';
import { formatDate } from '../../../lib/time';
import { confirmRemoveSoopLink } from './remove-soop-link';
import { UserModerationDialog } from './UserModerationDialog';

/**
 * One member: nickname and username, roles, joining date (Seoul), the linked SOOP id and 연결 해제.
 * Plain elements, buttons too: the list styles them (`userListStyles`).
 */
export const UserTableRow = memo(function UserTableRow({
  user,
  onUnlinked,
}: {
  user: Row;
  onUnlinked: () => void;
}) {
  // The member each state is about: the list reuses a row for whoever stands at its place after
  // a keystroke, and a dialog or a spinner must never pass to the next member.
  const [busyFor, setBusyFor] = useState<string | null>(null);
  const [managing, setManaging] = useState<string | null>(null);
  const soopId = user.afreecatvUserId;
  const busy = busyFor === user.uuid;
  const unlink = async (id: string) => {
    setBusyFor(user.uuid);
    try {
      if (await confirmRemoveSoopLink(user, id)) onUnlinked();
    } finally {
      setBusyFor(null);
    }
  };

  return (
    <li className="user-row" data-testid="user-row">
      <div className="user-who">
        <div className="user-names">
          <p className="user-nick">
            <MemberBadge uuid={user.uuid} /> {user.nickname}
          </p>
          <p className="user-name">{user.username}</p>
        </div>
        <button
          type="button"
          className="user-btn"
          onClick={() => setManaging(user.uuid)}
          aria-label={`관리: ${user.nickname}`}
        >
          관리
        </button>
        {managing === user.uuid && <UserModerationDialog user={user} onClose={() => setManaging(null)} />}
      </div>
      <ul className="user-roles" aria-label="역할">
        {user.roles.map((role) => (
          <li key={role} className="user-role" data-role={role}>
            {roleNames[role]}
          </li>
        ))}
      </ul>
      <p className="user-joined">
        <span className="phone-label">가입</span>
        {formatDate(user.createdAt)}
      </p>
      <div className="user-soop" data-testid="soop-link">
        <p className="user-soop-id" data-linked={soopId ? '' : undefined}>
          <span className="phone-label">SOOP</span>
          {soopId ?? '연결 안 됨'}
        </p>
        {soopId && (
          <button
            type="button"
            className="user-btn"
            data-danger=""
            disabled={busy}
            aria-busy={busy}
            onClick={() => void unlink(soopId)}
            aria-label={`SOOP 연결 해제: ${user.nickname}`}
          >
            {busy ? '해제 중…' : '연결 해제'}
          </button>
        )}
      </div>
    </li>
  );
});
