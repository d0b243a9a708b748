import { Badge, CloseButton, Field, HStack, Input, Text } from '@chakra-ui/react';
import { ListChoice, ListToolbar } from '../../../app/form/ListControls';
import {
  STAFF_ACTION_KINDS,
  STAFF_TARGET_TYPES,
  type StaffActor,
  staffActionNames,
  staffTargetNames,
} from '../../../contract';
import { oneOf, uuid } from '../../../lib/search-params';
import type { StaffActionSearch } from './staff-action-search';

/** "전체": no key in the search; the parsers below turn it into none. */
const ALL = 'ALL';
const actionOf = oneOf(STAFF_ACTION_KINDS);
const targetTypeOf = oneOf(STAFF_TARGET_TYPES);

interface Props {
  search: StaffActionSearch;
  actors: readonly StaffActor[];
  /** The name of the target the list is narrowed to, when it is. */
  targetLabel: string | null;
  onChange: (change: Partial<StaffActionSearch>) => void;
}

/** The record's filters: who, what kind, which target, and which Seoul days; each reloads the list. */
export function StaffActionFilters({ search, actors, targetLabel, onChange }: Props) {
  return (
    <ListToolbar>
      <ListChoice
        label="담당자"
        value={search.actor ?? ALL}
        onChange={(actor) => onChange({ actor: uuid(actor) })}
        options={[
          { value: ALL, label: '담당자 전체' },
          ...actors.map((actor) => ({ value: actor.uuid, label: `${actor.nickname} (${actor.username})` })),
        ]}
      />
      <ListChoice
        label="종류"
        value={search.action ?? ALL}
        onChange={(action) => onChange({ action: actionOf(action) })}
        options={[
          { value: ALL, label: '종류 전체' },
          ...STAFF_ACTION_KINDS.map((kind) => ({ value: kind, label: staffActionNames[kind] })),
        ]}
      />
      <ListChoice
        label="대상"
        value={search.targetType ?? ALL}
        onChange={(targetType) => onChange({ targetType: targetTypeOf(targetType), targetId: undefined })}
        options={[
          { value: ALL, label: '대상 전체' },
          ...STAFF_TARGET_TYPES.map((type) => ({ value: type, label: staffTargetNames[type] })),
        ]}
      />
      <HStack gap="2" flex={{ base: '1 1 100%', md: '0 0 auto' }} minW="0">
        <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0}>
          기간
        </Text>
        <Field.Root flex="1" minW="0">
          <Input
            size="sm"
            type="date"
            minW="0"
            aria-label="시작일"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </Field.Root>
        ~
        <Field.Root flex="1" minW="0">
          <Input
            size="sm"
            type="date"
            minW="0"
            aria-label="종료일"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </Field.Root>
      </HStack>
      {search.targetId && (
        <Badge size="lg" variant="surface" colorPalette="primary" gap="1" data-testid="staff-action-target">
          {search.targetType ? staffTargetNames[search.targetType] : '대상'} {targetLabel ?? search.targetId}
          <CloseButton
            size="2xs"
            aria-label="대상 조건 지우기"
            onClick={() => onChange({ targetType: undefined, targetId: undefined })}
          />
        </Badge>
      )}
    </ListToolbar>
  );
}
