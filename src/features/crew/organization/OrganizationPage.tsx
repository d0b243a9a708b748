import { Badge, Box, Card, EmptyState, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { CrewOrganization } from '../../../contract/crew';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { crewApi } from '../crew-api';
import { OrganizationIcon } from '../menu-icons';
import { useLiveByStation } from './live-by-station';
import { PersonCard } from './PersonCard';

/** The route's loader: the chart, kept for reading offline. */
export const loadOrganization = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<CrewOrganization>> =>
  loadCachedPage({ key: 'organization', schema: CrewOrganization, cause, fetch: crewApi.organization });

const route = getRouteApi('/main/organization');

/** `/organization`: the crew chart by department, each person's type (A/M), role and live status. */
export function OrganizationPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const live = useLiveByStation();
  const people = data.departments.flatMap((d) => d.people);
  const onAir = new Set(people.filter((p) => live.has(p.stationUserId)).map((p) => p.stationUserId)).size;

  return (
    <Stack gap="5" maxW="6xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Flex align="flex-end" justify="space-between" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            조직도
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            씨나인 크루의 부서와 멤버예요. 사진을 누르면 방송국이나 방송으로 가요.
          </Text>
        </Box>
        {onAir > 0 && (
          <Badge colorPalette="red" variant="subtle" size="lg" data-testid="crew-on-air">
            지금 방송 중 {onAir}명
          </Badge>
        )}
      </Flex>
      {stale && <StaleMark savedAt={savedAt} />}
      {data.departments.length === 0 ? (
        <EmptyState.Root py="12">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <OrganizationIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>아직 조직도가 없어요</EmptyState.Title>
            <EmptyState.Description>관리자가 부서를 만들면 여기에 보여요.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
          {data.departments.map((department) => (
            <Card.Root
              key={department.id}
              as="section"
              variant="outline"
              borderRadius="l3"
              overflow="hidden"
              aria-label={department.name}
              data-testid="crew-department"
            >
              <Flex
                align="center"
                justify="space-between"
                px="4"
                py="3"
                borderBottomWidth="1px"
                borderTopWidth="3px"
                borderTopColor="purple.solid"
                bg="bg.subtle"
              >
                <Heading as="h2" size="md">
                  {department.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {department.people.length}명
                </Text>
              </Flex>
              <Stack gap="0" p="1.5">
                {department.people.length === 0 ? (
                  <Text fontSize="sm" color="fg.subtle" px="3" py="3">
                    아직 멤버가 없어요.
                  </Text>
                ) : (
                  department.people.map((person) => (
                    <PersonCard key={person.id} person={person} broad={live.get(person.stationUserId)} />
                  ))
                )}
              </Stack>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
