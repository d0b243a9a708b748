import { partAfterLoad } from '../../app';
import { withoutEmoticons } from '../../lib/emoticon-token';

/*
 * The comment box's emoticon button and the emoticons drawn in comments. Fetched just after the
 * page loads, and never an error when they cannot be (offline before the service worker cached
 * them): the button is simply not there yet, and a comment shows its bare text.
 */
const picker = partAfterLoad(() => import('./EmoticonPicker'));
const drawn = partAfterLoad(() => import('./EmoticonText'));

export function CommentEmoticons({ onPick }: { onPick: (text: string) => void }) {
  return <picker.Render onPick={onPick} />;
}

export function CommentEmoticonText({ text }: { text: string }) {
  return <drawn.Render text={text} fallback={withoutEmoticons(text)} />;
}
