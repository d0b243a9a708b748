import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useOnline, useSession } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { EXCEL_STAFF, SignatureList } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatBalloons } from '../board/balloons';
import { excelApi } from '../excel-api';
import { SignatureEditor } from './SignatureEditor';

export const loadSignatures = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<SignatureList>> =>
  loadCachedPage({ key: 'excel/signature', schema: SignatureList, cause, fetch: excelApi.signatures });

const route = getRouteApi('/main/excel/signature');

/** `/excel/signature`: each crew member's signature numbers; EXCEL users and staff edit them here. */
export function SignaturePage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const { user } = useSession();
  const mayEdit = !!user?.roles.some((r) => EXCEL_STAFF.includes(r));
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Stack gap="4" maxW="5xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Box>
        <Heading as="h1" size="xl">
          시그니처
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          멤버마다 정해 둔 별풍선 개수예요. 딱 그 개수를 선물하면 멤버의 시그니처 리액션이 나와요.
        </Text>
      </Box>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {page.data.data.map((member) => (
          <Card.Root
            key={member.stationUserId}
            variant="outline"
            borderRadius="l3"
            data-testid="signature-card"
          >
            <Card.Body gap="3" p="4">
              <HStack justify="space-between">
                <Box minW="0">
                  <Heading as="h2" size="md" truncate>
                    {member.nick}
                  </Heading>
                  <Text fontSize="xs" color="fg.subtle">
                    {member.stationUserId}
                  </Text>
                </Box>
                {mayEdit && editing !== member.stationUserId && (
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!online}
                    onClick={() => setEditing(member.stationUserId)}
                  >
                    편집
                  </Button>
                )}
              </HStack>
              {editing === member.stationUserId ? (
                <SignatureEditor
                  member={member}
                  onDone={(saved) => {
                    setEditing(null);
                    if (saved) void router.invalidate();
                  }}
                />
              ) : member.numbers.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  아직 정한 시그니처가 없어요.
                </Text>
              ) : (
                <Stack as="ul" gap="1.5" listStyleType="none">
                  {member.numbers.map((n) => (
                    <HStack as="li" key={n.count} justify="space-between" gap="2">
                      <Text truncate>{n.title}</Text>
                      <Badge
                        colorPalette="purple"
                        variant="subtle"
                        fontVariantNumeric="tabular-nums"
                        flexShrink={0}
                      >
                        {formatBalloons(n.count)}
                      </Badge>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
