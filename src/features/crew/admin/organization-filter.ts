import type { CrewDepartment } from '../../../contract/crew';
import { filterWords, matchesAny } from '../../../lib/text-match';

/**
 * The chart narrowed to what the admin typed: a department whose name matches keeps all its
 * people; otherwise only the people whose name, SOOP id or role matches, and departments with none
 * drop out. Empty: the whole chart.
 */
export function filterChart(departments: readonly CrewDepartment[], query: string): CrewDepartment[] {
  const words = filterWords(query);
  if (!words) return [...departments];
  return departments.flatMap((department) => {
    if (matchesAny([department.name], words)) return [department];
    const people = department.people.filter((p) =>
      matchesAny([p.nickname, p.stationUserId, p.roleTitle], words),
    );
    return people.length > 0 ? [{ ...department, people }] : [];
  });
}

/** The departments' ids with the one at `index` moved one place up (-1) or down (+1). */
export function movedOrder(departments: readonly CrewDepartment[], index: number, step: -1 | 1): string[] {
  const ids = departments.map((d) => d.id);
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}
