import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lineIcon, showMessage, uploadProgress } from '../../app';
import {
  acceptAttribute,
  FILE_RULES,
  MAX_EMOTICONS_PER_PACK,
  type StoreProduct,
  StoreProductInput,
} from '../../contract';
import { isHttpError } from '../../data/http';
import { useCachedPage } from '../../data/page-cache';
import { uploadFiles } from '../../data/upload';
import { applyServerFieldError } from '../../lib/form-errors';
import { storeApi } from './store-api';

const XIcon = lineIcon('XIcon', 'M18 6 6 18', 'm6 6 12 12');

/** What the form holds: the contract's input, each emoticon with its preview (dropped on submit). */
type FormValues = {
  name: string;
  description?: string;
  price: number;
  emoticons: { fileId: string; name: string; url?: string }[];
};

const modifyRoute = getRouteApi('/main/store/$id/modify');

/** /store/write: a crew member or staff member lists a new pack (an admin approves it). */
export function ProductWritePage() {
  return <ProductForm product={null} />;
}

/** /store/{id}/modify: the seller (or an admin) changes a pack; a seller's change is reviewed again. */
export function ProductModifyPage() {
  const { data } = useCachedPage(modifyRoute.useLoaderData());
  return <ProductForm product={data} />;
}

function ProductForm({ product }: { product: StoreProduct | null }) {
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormValues, unknown, z.output<typeof StoreProductInput>>({
    // The previews ride along in the form; the contract's parse drops them from what is sent.
    resolver: zodResolver(StoreProductInput),
    defaultValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product?.price ?? 1000,
      emoticons: (product?.emoticons ?? []).map((e) => ({
        fileId: e.fileId,
        name: e.name,
        url: e.url,
      })),
    },
  });
  const emoticons = useFieldArray({ control: form.control, name: 'emoticons' });
  const { errors, isSubmitting } = form.formState;

  const addImages = async (files: File[]) => {
    const room = MAX_EMOTICONS_PER_PACK - emoticons.fields.length;
    if (files.length > room)
      await showMessage(`이모티콘은 최대 ${MAX_EMOTICONS_PER_PACK}개까지 올릴 수 있습니다.`);
    const chosen = files.slice(0, room);
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      // The shared upload module: checked and scaled down first, sent one by one with the modal.
      const stored = await uploadFiles(chosen, {
        purpose: 'emoticon',
        content: '이모티콘 이미지를 올리고 있습니다.',
        progress: uploadProgress,
      });
      for (const [index, image] of stored.entries())
        emoticons.append({
          fileId: image.id,
          name: (chosen[index]?.name ?? '').replace(/\.[^.]+$/, '').slice(0, 20),
          url: image.uri,
        });
      form.clearErrors('emoticons');
    } catch (error) {
      await showMessage(isHttpError(error) ? error.message : '이미지를 올리지 못했습니다.');
    } finally {
      setUploading(false);
    }
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = product ? await storeApi.modify(product.id, input) : await storeApi.create(input);
      await navigate({ to: '/store/$id', params: { id: String(saved.id) }, replace: !!product });
    } catch (error) {
      applyServerFieldError(error, form.setError, ['name', 'price', 'description', 'emoticons']);
    }
  });

  return (
    <Box maxW="760px" mx="auto" w="full">
      <Heading as="h1" size="xl" mb="1">
        {product ? '이모티콘 수정' : '이모티콘 등록'}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {product
          ? '판매자가 고치면 관리자가 다시 승인한 뒤 상점에 나옵니다.'
          : '관리자가 승인하면 상점에 나옵니다. 이미지는 정사각형 PNG나 GIF가 잘 어울립니다.'}
      </Text>
      <Card.Root variant="outline" borderRadius="l3">
        <Card.Body as="form" gap="5" onSubmit={submit} {...{ noValidate: true }}>
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>상품명</Field.Label>
            <Input {...form.register('name')} maxLength={40} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.price} required maxW="60">
            <Field.Label>가격 (포인트)</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register('price', { valueAsNumber: true })}
            />
            <Field.ErrorText>{errors.price?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.description}>
            <Field.Label>설명</Field.Label>
            <Textarea {...form.register('description')} rows={3} maxLength={500} />
            <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.emoticons} required>
            <Flex justify="space-between" align="center" w="full">
              <Field.Label>
                이모티콘 ({emoticons.fields.length}/{MAX_EMOTICONS_PER_PACK})
              </Field.Label>
              <Button
                size="sm"
                variant="outline"
                loading={uploading}
                disabled={emoticons.fields.length >= MAX_EMOTICONS_PER_PACK}
                onClick={() => fileInput.current?.click()}
              >
                이미지 추가
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={acceptAttribute(FILE_RULES.emoticon.kind)}
                multiple
                hidden
                aria-label="이모티콘 이미지"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  if (files.length) void addImages(files);
                }}
              />
            </Flex>
            <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" w="full" mt="2">
              {emoticons.fields.map((field, index) => (
                <Stack key={field.id} gap="1.5" p="2" borderWidth="1px" borderRadius="l2" position="relative">
                  <Image
                    src={field.url}
                    alt=""
                    aspectRatio="1"
                    objectFit="contain"
                    bg="bg.muted"
                    borderRadius="l1"
                  />
                  <Input
                    size="sm"
                    aria-label={`이모티콘 ${index + 1} 이름`}
                    {...form.register(`emoticons.${index}.name`)}
                  />
                  {errors.emoticons?.[index]?.name && (
                    <Text fontSize="xs" color="fg.error">
                      {errors.emoticons[index].name.message}
                    </Text>
                  )}
                  <IconButton
                    size="2xs"
                    variant="subtle"
                    position="absolute"
                    top="1"
                    right="1"
                    aria-label={`이모티콘 ${index + 1} 빼기`}
                    onClick={() => emoticons.remove(index)}
                  >
                    <XIcon />
                  </IconButton>
                </Stack>
              ))}
            </SimpleGrid>
            <Field.ErrorText>{errors.emoticons?.message ?? errors.emoticons?.root?.message}</Field.ErrorText>
          </Field.Root>
          <HStack justify="flex-end" gap="2">
            <Button variant="ghost" colorPalette="gray" onClick={() => window.history.back()}>
              취소
            </Button>
            <Button type="submit" colorPalette="purple" loading={isSubmitting} disabled={uploading}>
              {product ? '수정하기' : '등록하기'}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/** The route's loader, loaded with the page. */
export { loadStoreProduct } from './load-pages';
