import { Box, Button, EmptyState, Flex, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PlusIcon } from '../../../app';
import { ListFilter } from '../../../app/form/ListFilter';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { AdminCrewOrganization, type CrewDepartment, type CrewPerson } from '../../../contract/crew';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { crewApi } from '../crew-api';
import { OrganizationIcon } from '../menu-icons';
import { DepartmentPanel } from './DepartmentPanel';
import { filterChart, movedOrder } from './organization-filter';
import { confirmRemoveDepartment, confirmRemovePerson } from './remove-from-chart';

/** The route's loader: the chart and the crew stations, kept for opening offline. */
export const loadAdminOrganization = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<AdminCrewOrganization>> =>
  loadCachedPage({
    key: 'admin/crew-organization',
    schema: AdminCrewOrganization,
    cause,
    fetch: crewApi.adminOrganization,
  });

const route = getRouteApi('/admin/crew-organization');
// The forms (validation and fields) load when first opened, not with the chart.
const DepartmentDialog = lazy(async () => ({
  default: (await import('./DepartmentDialog')).DepartmentDialog,
}));
const PersonDialog = lazy(async () => ({ default: (await import('./PersonDialog')).PersonDialog }));

type Editing =
  | { kind: 'department'; department: CrewDepartment | null }
  | { kind: 'person'; person: CrewPerson | null; departmentId: string };

/** /admin/crew-organization: departments (add, rename, order, delete) and who stands in each. */
export function AdminOrganizationPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const shown = useMemo(() => filterChart(data.departments, query), [data.departments, query]);
  const reload = () => void router.invalidate();
  const filtered = query.trim() !== '';
  const count = data.departments.length;

  const move = async (index: number, step: -1 | 1) => {
    try {
      await crewApi.orderDepartments(movedOrder(data.departments, index, step));
    } finally {
      reload();
    }
  };
  const afterRemove = (removed: Promise<boolean>) => void removed.then((yes) => yes && reload());
  const saved = () => {
    setEditing(null);
    reload();
  };

  return (
    <Box>
      <AdminPageHeader
        title="조직도 관리"
        description="부서를 만들고 순서를 정한 뒤, 크루 멤버를 부서에 넣습니다. 바꾼 내용은 회원의 조직도 화면에 바로 나옵니다."
        action={
          <Button
            colorPalette="primary"
            onClick={() => setEditing({ kind: 'department', department: null })}
            flexShrink={0}
          >
            <PlusIcon />
            부서 추가
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Flex mb="4">
        <ListFilter label="부서, 닉네임, SOOP 아이디, 직책으로 찾기" value={query} onChange={setQuery} />
      </Flex>
      {shown.length === 0 ? (
        <EmptyState.Root py="12" borderWidth="1px" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <OrganizationIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {filtered ? '찾는 부서나 사람이 없습니다' : '아직 부서가 없습니다'}
            </EmptyState.Title>
            <EmptyState.Description>
              {filtered ? '다른 말로 찾아 보세요.' : '부서 추가로 첫 부서를 만들어 주세요.'}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3">
          {shown.map((department) => {
            const index = data.departments.findIndex((d) => d.id === department.id);
            return (
              <DepartmentPanel
                key={department.id}
                department={department}
                canMoveUp={!filtered && index > 0}
                canMoveDown={!filtered && index < count - 1}
                onMove={(step) => void move(index, step)}
                onRename={() => setEditing({ kind: 'department', department })}
                onRemove={() => afterRemove(confirmRemoveDepartment(department))}
                onAddPerson={() => setEditing({ kind: 'person', person: null, departmentId: department.id })}
                onEditPerson={(person) => setEditing({ kind: 'person', person, departmentId: department.id })}
                onRemovePerson={(person) => afterRemove(confirmRemovePerson(person, department))}
              />
            );
          })}
        </Stack>
      )}
      <Text fontSize="xs" color="fg.subtle" mt="3">
        조직도에는 크루 멤버 화면에 등록한 방송국만 넣을 수 있습니다. 같은 사람을 여러 부서에 넣을 수 있고,
        정렬 순서가 작을수록 부서 안에서 앞에 나옵니다.
      </Text>
      {editing && (
        <Suspense>
          {editing.kind === 'department' ? (
            <DepartmentDialog
              department={editing.department}
              onClose={() => setEditing(null)}
              onSaved={saved}
            />
          ) : (
            <PersonDialog
              person={editing.person}
              departmentId={editing.departmentId}
              departments={data.departments}
              stations={data.stations}
              onClose={() => setEditing(null)}
              onSaved={saved}
            />
          )}
        </Suspense>
      )}
    </Box>
  );
}
