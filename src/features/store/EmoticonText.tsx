import { Image } from '@chakra-ui/react';
import { emoticonImagePath, splitEmoticons } from '../../lib/emoticon-token';

/**
 * A comment's text with its emoticons drawn (the `commentText` slot). The server let the author
 * use them, so every reader sees them; the images come through the service worker's cache offline.
 */
export default function EmoticonText({ text }: { text: string }) {
  return (
    <>
      {splitEmoticons(text).map((part, i) =>
        'text' in part ? (
          part.text
        ) : (
          <Image
            // biome-ignore lint/suspicious/noArrayIndexKey: the same emoticon may stand twice; the order is the key.
            key={i}
            src={emoticonImagePath(part.emoticonId)}
            alt="이모티콘"
            display="inline-block"
            verticalAlign="bottom"
            boxSize="16"
            objectFit="contain"
            data-testid="comment-emoticon"
          />
        ),
      )}
    </>
  );
}
