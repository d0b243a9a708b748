import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LocalBoard } from '../../../../workers/api';
import { showToast, useSession } from '../../../app';
import { useLeaveGuard } from '../../../app/hooks/use-leave-guard';
import { type ErrorBody, needsSoopLink } from '../../../contract';
import { useBoards, usePost } from '../../../data/live-query';
import { dataWorker } from '../../../data/worker-client';
import { LinkFirstNotice } from '../components/LinkFirstNotice';
import { PostForm } from '../components/PostForm';
import { usePostDraft } from '../hooks/use-post-draft';
import { isDraftEmpty } from '../post-draft';
import type { PostFormInput, PostFormValues } from '../post-form-schema';
import { canWriteTo } from '../write-access';

const DRAFT_SAVE_DELAY_MS = 400;

interface PostWritePageProps {
  /** The board chosen by the address (/board/{boardId}/write, or the post's board when modifying). */
  boardId: string | null;
  /** Set when modifying. */
  postId: string | null;
}

/** /board/write, /board/{boardId}/write and /board/{boardId}/{postId}/modify. */
export function PostWritePage({ boardId, postId }: PostWritePageProps) {
  const post = usePost(postId ?? '');
  const boards = useBoards();
  const editing = postId !== null;

  if (!boards || (editing && post === undefined)) {
    return (
      <Stack align="center" py="24">
        <Spinner colorPalette="purple" />
      </Stack>
    );
  }
  if (editing && !post) {
    return (
      <Stack align="center" py="24" gap="2">
        <Heading size="lg">글을 찾을 수 없습니다</Heading>
        <Text color="fg.muted">삭제되었거나 볼 수 없는 글입니다.</Text>
      </Stack>
    );
  }
  const saved: PostFormInput | null = post
    ? { boardId: post.boardId, categoryNumber: post.categoryNumber, title: post.title, content: post.content }
    : null;
  return <WriteForm boardId={boardId} postId={postId} saved={saved} boards={boards} />;
}

function WriteForm({
  boardId,
  postId,
  saved,
  boards,
}: PostWritePageProps & { saved: PostFormInput | null; boards: readonly LocalBoard[] }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const draft = usePostDraft(postId);
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<ErrorBody | null>(null);
  // One id per form: a double tap or a resend after a dropped answer lands once.
  const newId = useMemo(() => crypto.randomUUID(), []);
  const guard = useLeaveGuard(dirty, draft.clear);

  const restored =
    draft.initial && (!boardId || draft.initial.boardId === boardId || saved) ? draft.initial : null;
  const [defaults] = useState<PostFormInput>(() =>
    restored
      ? { ...restored, boardId: saved?.boardId ?? restored.boardId }
      : (saved ?? { boardId: boardId ?? '', categoryNumber: null, title: '', content: '' }),
  );
  const wasRestored = restored !== null;
  useEffect(() => {
    if (wasRestored) showToast({ type: 'info', description: '작성 중이던 글을 불러왔습니다.' });
  }, [wasRestored]);

  const writable = boards.filter((b) => (user ? canWriteTo(b, user) : false) || b.id === saved?.boardId);

  // The leave prompt follows every keystroke; the draft is written once typing pauses.
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestDraft = useRef<Parameters<typeof draft.save>[0] | null>(null);
  useEffect(() => () => clearTimeout(saveTimer.current), []);
  const onValuesChange = useCallback(
    (values: PostFormInput, formDirty: boolean) => {
      const draftValues = {
        boardId: values.boardId,
        categoryNumber: values.categoryNumber ?? null,
        title: values.title ?? '',
        content: values.content ?? '',
      };
      const changed = saved ? formDirty : !isDraftEmpty(draftValues);
      setDirty(changed);
      latestDraft.current = changed ? draftValues : null;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(
        () => (changed ? draft.save(draftValues) : draft.clear()),
        DRAFT_SAVE_DELAY_MS,
      );
    },
    [saved, draft],
  );

  const onSubmit = async (values: PostFormValues): Promise<ErrorBody | null> => {
    setRefusal(null);
    const input = { categoryNumber: values.categoryNumber, title: values.title, content: values.content };
    const outcome = postId
      ? await dataWorker().updatePost(values.boardId, postId, input)
      : await dataWorker().createPost(values.boardId, { ...input, id: newId });
    if (outcome.status === 'failed') {
      // The form still holds everything; the refused write must not linger in the outbox.
      await dataWorker()
        .discardOutboxEntry(outcome.id)
        .catch(() => undefined);
      setRefusal(outcome.error);
      return outcome.error;
    }
    guard.release();
    clearTimeout(saveTimer.current);
    draft.clear();
    if (outcome.status === 'queued') {
      showToast({ type: 'info', description: '오프라인 상태입니다. 연결되면 글이 등록됩니다.' });
    }
    await navigate({
      to: '/board/$boardId/$postId',
      params: { boardId: values.boardId, postId: postId ?? outcome.id },
      replace: true,
    });
    return null;
  };

  // Off to link SOOP: what was typed is saved now and leaving is not a loss, so no leave prompt.
  const linkFirst =
    user && !postId && needsSoopLink(user)
      ? () => {
          clearTimeout(saveTimer.current);
          if (latestDraft.current) draft.save(latestDraft.current);
          guard.release();
          void navigate({ to: '/afreecatv-connect', search: { next: router.state.location.pathname } });
        }
      : null;

  return (
    <Box maxW="960px" mx="auto" w="full">
      <Stack
        gap="5"
        bg="bg.panel"
        borderWidth={{ base: '0', md: '1px' }}
        borderRadius={{ base: '0', md: 'l3' }}
        p={{ base: '4', md: '8' }}
      >
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontWeight="800">
          {postId ? '글 수정' : '글쓰기'}
        </Heading>
        {linkFirst && <LinkFirstNotice onLink={linkFirst} />}
        <PostForm
          boards={writable}
          defaults={defaults}
          boardLocked={postId !== null}
          submitLabel={postId ? '수정' : '등록'}
          onSubmit={onSubmit}
          onValuesChange={onValuesChange}
          refusal={refusal}
          onCancel={() => router.history.back()}
        />
      </Stack>
    </Box>
  );
}
