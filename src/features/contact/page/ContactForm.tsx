import {
  Alert,
  Button,
  Card,
  CloseButton,
  HStack,
  Image,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showMessage, uploadProgress, useOnline } from '../../../app';
import { FormField } from '../../../app/form/FormField';
import {
  acceptAttribute,
  CONTACT_TEXT_MAX,
  CONTACT_TITLE_MAX,
  ContactCategory,
  ContactInput,
  type ContactThread,
  contactCategoryNames,
  FILE_RULES,
} from '../../../contract';
import { isHttpError } from '../../../data/http';
import { uploadFiles } from '../../../data/upload';
import { applyServerFieldError } from '../../../lib/form-errors';
import { contactApi } from '../contact-api';

const EMPTY: ContactInput = { category: 'BUG', title: '', content: '', attachmentFileId: null };
const FIELDS = ['category', 'title', 'content', 'attachmentFileId'] as const;

const NEEDS_NETWORK =
  '문의는 네트워크에 연결되어 있을 때만 보낼 수 있어요. 쓰신 내용은 이 화면에 그대로 남아 있습니다.';
const SEND_FAILED =
  '문의를 보내지 못했습니다. 네트워크 연결을 확인한 뒤 다시 보내 주세요. 쓰신 내용은 그대로 남아 있습니다.';

/** Why a send failed, in words for the member; nothing typed is cleared. */
const failureText = (error: unknown) =>
  isHttpError(error) && error.kind === 'response' ? error.message : SEND_FAILED;

/** The new-thread form: category, title, text and an optional image, sent only online. */
export function ContactForm({ onSent }: { onSent: (thread: ContactThread) => void }) {
  const online = useOnline();
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<{ uri: string; filename: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactInput>({ resolver: zodResolver(ContactInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  // Offline the form says so before anyone presses send; online, what the last send ran into.
  const notice = online ? failure : NEEDS_NETWORK;

  const attach = async (file: File) => {
    setUploading(true);
    try {
      const [stored] = await uploadFiles([file], {
        purpose: 'contact-image',
        content: '첨부 이미지를 올리고 있습니다.',
        progress: uploadProgress,
      });
      if (!stored) return;
      form.setValue('attachmentFileId', stored.id);
      setImage({ uri: stored.uri, filename: stored.filename });
    } catch (error) {
      await showMessage(
        isHttpError(error) && error.kind === 'response'
          ? error.message
          : '이미지를 올리지 못했습니다. 네트워크 연결을 확인해 주세요.',
      );
    } finally {
      setUploading(false);
    }
  };

  const detach = () => {
    form.setValue('attachmentFileId', null);
    setImage(null);
  };

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    if (!navigator.onLine) {
      setFailure(NEEDS_NETWORK);
      return;
    }
    try {
      const thread = await contactApi.send(input);
      form.reset(EMPTY);
      setImage(null);
      onSent(thread);
    } catch (error) {
      if (!applyServerFieldError(error, form.setError, FIELDS)) setFailure(failureText(error));
    }
  });

  return (
    <Card.Root variant="outline" borderRadius="l3" asChild>
      <form onSubmit={submit} noValidate aria-label="새 문의">
        <Card.Body gap="4">
          <Text fontWeight="semibold">새 문의</Text>
          <FormField label="문의 종류" error={errors.category?.message}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...form.register('category')}>
                {ContactCategory.options.map((category) => (
                  <option key={category} value={category}>
                    {contactCategoryNames[category]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="제목" error={errors.title?.message}>
            <Input
              {...form.register('title')}
              maxLength={CONTACT_TITLE_MAX}
              placeholder="무엇에 관한 문의인가요?"
            />
          </FormField>
          <FormField
            label="내용"
            error={errors.content?.message}
            helper="버그라면 언제, 어느 화면에서, 무엇을 눌렀을 때 생겼는지 적어 주시면 빨리 확인할 수 있어요."
          >
            <Textarea {...form.register('content')} rows={6} maxLength={CONTACT_TEXT_MAX} autoresize />
          </FormField>
          <FormField label="첨부 이미지 (선택)" error={errors.attachmentFileId?.message}>
            {image ? (
              <HStack gap="3" align="flex-start">
                <Image
                  src={image.uri}
                  alt={`첨부 이미지 ${image.filename}`}
                  maxH="120px"
                  maxW="200px"
                  borderRadius="l2"
                  borderWidth="1px"
                />
                <CloseButton size="sm" variant="subtle" aria-label="첨부 이미지 빼기" onClick={detach} />
              </HStack>
            ) : (
              <Button
                size="sm"
                variant="outline"
                loading={uploading}
                disabled={!online}
                onClick={() => fileInput.current?.click()}
              >
                이미지 고르기
              </Button>
            )}
            <input
              ref={fileInput}
              type="file"
              accept={acceptAttribute(FILE_RULES['contact-image'].kind)}
              hidden
              aria-label="첨부 이미지"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void attach(file);
              }}
            />
          </FormField>
          {notice && (
            <Alert.Root status={online ? 'error' : 'warning'} borderRadius="l2" role="alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{notice}</Alert.Title>
            </Alert.Root>
          )}
          <Stack direction="row" justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={uploading || !online}>
              문의 보내기
            </Button>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
