import { Alert, Button, Card, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOnline } from '../../../app';
import { FormField } from '../../../app/form/FormField';
import {
  CONTACT_TEXT_MAX,
  CONTACT_TITLE_MAX,
  ContactCategory,
  contactCategoryNames,
  VisitorContactInput,
} from '../../../contract';
import { isHttpError } from '../../../data/http';
import { applyServerFieldError } from '../../../lib/form-errors';
import { contactApi } from '../contact-api';

const EMPTY: VisitorContactInput = { category: 'ETC', title: '', content: '', replyEmail: '' };
const FIELDS = ['category', 'title', 'content', 'replyEmail'] as const;

const NEEDS_NETWORK =
  '문의는 네트워크에 연결되어 있을 때만 보낼 수 있어요. 쓰신 내용은 그대로 남아 있습니다.';
const SEND_FAILED =
  '문의를 보내지 못했습니다. 네트워크 연결을 확인한 뒤 다시 보내 주세요. 쓰신 내용은 그대로 남아 있습니다.';

/**
 * A visitor's feedback: no account, so no image and no thread to come back to; the admins answer
 * by e-mail. The server limits how often one address sends.
 */
export function VisitorContactForm({ onSent }: { onSent: (replyEmail: string) => void }) {
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VisitorContactInput>({
    resolver: zodResolver(VisitorContactInput),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const notice = online ? failure : NEEDS_NETWORK;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await contactApi.sendAsVisitor(input);
      form.reset(EMPTY);
      onSent(input.replyEmail);
    } catch (error) {
      if (applyServerFieldError(error, form.setError, FIELDS)) return;
      setFailure(isHttpError(error) && error.kind === 'response' ? error.message : SEND_FAILED);
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
          <FormField label="내용" error={errors.content?.message}>
            <Textarea {...form.register('content')} rows={6} maxLength={CONTACT_TEXT_MAX} autoresize />
          </FormField>
          <FormField
            label="답변 받을 이메일"
            error={errors.replyEmail?.message}
            helper="운영진이 이 주소로 답장을 보냅니다. 답변 말고 다른 곳에는 쓰지 않아요."
          >
            <Input {...form.register('replyEmail')} type="email" autoComplete="email" inputMode="email" />
          </FormField>
          {notice && (
            <Alert.Root status={online ? 'error' : 'warning'} borderRadius="l2" role="alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{notice}</Alert.Title>
            </Alert.Root>
          )}
          <Stack direction="row" justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!online}>
              문의 보내기
            </Button>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
