import { slotOf } from '../../../app';
import { useFeatures } from '../../../app/router/features-context';

/** A comment's text as the shop draws it (emoticons as images; the slot shows the bare text until then). */
export function CommentText({ text }: { text: string }) {
  const Drawn = slotOf(useFeatures(), 'commentText');
  if (!Drawn) return <>{text}</>;
  return <Drawn text={text} />;
}
