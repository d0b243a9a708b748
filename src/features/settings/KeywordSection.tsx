import { Button, Field, Flex, Input, Skeleton, Tag, Text, Wrap } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AlertKeywordInput, MAX_ALERT_KEYWORDS } from '../../contract';
import { applyServerFieldError } from '../../lib/form-errors';
import { alertsApi } from './alerts-api';
import { SectionCard } from './SectionCard';
import { useLoaded } from './use-loaded';

/** Keyword alerts: a new post whose title or body holds one of these raises a notification. */
export function KeywordSection() {
  const [keywords, setKeywords] = useLoaded(alertsApi.keywords);
  const form = useForm({
    resolver: zodResolver(AlertKeywordInput),
    defaultValues: { keyword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const full = (keywords?.length ?? 0) >= MAX_ALERT_KEYWORDS;

  const onAdd = form.handleSubmit(async ({ keyword }) => {
    try {
      const added = await alertsApi.addKeyword(keyword);
      setKeywords((list) => [...(list ?? []), added]);
      form.reset({ keyword: '' });
    } catch (error) {
      applyServerFieldError(error, form.setError, ['keyword']);
    }
  });
  const remove = async (id: string) => {
    await alertsApi.removeKeyword(id);
    setKeywords((list) => list?.filter((k) => k.id !== id));
  };

  return (
    <SectionCard
      id="keyword-alerts-title"
      title="키워드 알림"
      description={`새 글의 제목이나 본문에 키워드가 들어 있으면 알려 드립니다. 최대 ${MAX_ALERT_KEYWORDS}개까지 등록할 수 있습니다.`}
      count={keywords?.length}
    >
      <form onSubmit={onAdd} noValidate>
        <Field.Root invalid={Boolean(errors.keyword)} mt="4">
          <Field.Label srOnly>새 키워드</Field.Label>
          <Flex gap="2" w="full">
            <Input
              placeholder="키워드 (2~20자)"
              autoComplete="off"
              disabled={full}
              {...form.register('keyword')}
            />
            <Button type="submit" loading={isSubmitting} disabled={full} flexShrink={0}>
              추가
            </Button>
          </Flex>
          {errors.keyword && <Field.ErrorText>{errors.keyword.message}</Field.ErrorText>}
        </Field.Root>
      </form>
      {keywords === undefined ? (
        <Skeleton h="8" mt="4" />
      ) : keywords && keywords.length > 0 ? (
        <Wrap as="ul" gap="2" mt="4" listStyleType="none" aria-label="등록한 키워드">
          {keywords.map((k) => (
            <Tag.Root
              as="li"
              key={k.id}
              size="lg"
              variant="subtle"
              colorPalette="primary"
              borderRadius="full"
            >
              <Tag.Label>{k.keyword}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`키워드 삭제: ${k.keyword}`}
                  onClick={() => void remove(k.id)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : (
        <Text fontSize="sm" color="fg.subtle" mt="4">
          등록한 키워드가 없습니다.
        </Text>
      )}
    </SectionCard>
  );
}
