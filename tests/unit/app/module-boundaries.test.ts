import { describe, expect, it } from 'vitest';
import { ROOT } from './first-page-modules';
import { boundaryViolations, existsIn, readSources, type SourceFile } from './module-boundaries';

/**
 * The shell modules a feature may import: its index, and the doors, imported by path each for its
 * reason (src/app/CONTEXT.md "Module boundaries" points here).
 */
const APP_ENTRIES = new Set([
  'src/app/index.ts',
  // On the first page and read by lazy pages too: reached through index.ts from those, the
  // bundler splits the shell out of the first chunk (CONTEXT.md "Footgun").
  'src/app/router/features-context.ts',
  // Lazy pages' kit, never on the first page. Re-exported from index.ts they join the first chunk
  // (+37 KB: Chakra's dialog and field code, dayjs); from a barrel of their own, every lazy page
  // loads all of them (+5 to 20 KB a page): the modules' side effects keep them together.
  ...['form/CreateForm.tsx', 'form/FormDialog.tsx', 'form/FormField.tsx', 'form/form-failure.ts']
    .concat(['form/ListControls.tsx', 'form/ListFilter.tsx', 'form/use-dialog-close.ts'])
    .concat(['hooks/use-leave-guard.ts', 'layout/AccountPage.tsx', 'layout/AccountTabs.tsx'])
    .concat(['layout/AdminList.tsx', 'layout/AdminPageHeader.tsx', 'layout/AdminTableHeader.tsx'])
    .concat(['layout/RankList.tsx', 'layout/RankingLayout.tsx', 'layout/point-rank-line.tsx'])
    .concat(['runtime/StaleMark.tsx', 'slots/LiveCardLines.tsx'])
    .map((module) => `src/app/${module}`),
]);

/**
 * Feature-to-feature imports not yet moved to the shell or a slot ("from -> to" folders). The
 * list only shrinks: a new pair fails the test, and so does a pair that is gone but still listed.
 */
const NOT_YET_MOVED = new Set([
  'admin -> rank',
  'crew -> board',
  'crew -> live',
  'lottery -> draw',
  'lottery -> reward',
  'lottery -> soop-vod',
  'member -> board',
  'member -> user',
  'point -> rank',
  'settings -> push',
  'user -> auth',
  'user -> notification',
]);

const pairOf = (from: string, to: string) => `${from.split('/')[2]} -> ${to.split('/')[2]}`;

describe('the client module boundaries', () => {
  const sources = readSources(ROOT, 'src/features');
  const violations = boundaryViolations(sources, APP_ENTRIES, existsIn(ROOT));

  it('lets no feature import another feature, but the pairs not moved yet', () => {
    const pairs = new Set(
      violations.filter((v) => v.rule.startsWith('feature')).map((v) => pairOf(v.from, v.to)),
    );
    expect([...pairs].filter((pair) => !NOT_YET_MOVED.has(pair))).toEqual([]);
    expect([...NOT_YET_MOVED].filter((pair) => !pairs.has(pair))).toEqual([]);
  });

  it('lets features reach the shell through its index and the doors only', () => {
    expect(violations.filter((v) => !v.rule.startsWith('feature'))).toEqual([]);
  });
});

describe('the boundary checker', () => {
  const planted: SourceFile[] = [
    { path: 'src/app/index.ts', code: '' },
    { path: 'src/app/form/ListFilter.tsx', code: '' },
    { path: 'src/app/form/FormDialog.tsx', code: '' },
    { path: 'src/app/router/features-context.ts', code: '' },
    { path: 'src/features/index.ts', code: "import { aFeature } from './a/feature';" },
    { path: 'src/features/b/icons.tsx', code: '' },
    { path: 'src/features/b/Popup.tsx', code: '' },
    {
      path: 'src/features/a/page/APage.tsx',
      code: [
        "import { useSession } from '../../../app';",
        "import { ListFilter } from '../../../app/form/ListFilter';",
        "import { useFeatures } from '../../../app/router/features-context';",
        "import { ownPart } from '../parts';",
        "import { PlusIcon } from '../../b/icons';",
        "import type { Shape } from '../../b/icons';",
        "export { PlusIcon as Plus } from '../../b/icons';",
        "const Popup = lazy(() => import('../../b/Popup'));",
        "import { FormDialog as Deep } from '../../../app/form/FormDialog';",
      ].join('\n'),
    },
  ];
  const entries = new Set([
    'src/app/index.ts',
    'src/app/form/ListFilter.tsx',
    'src/app/router/features-context.ts',
  ]);
  const found = boundaryViolations(planted, entries);

  it('finds every import of another feature: static, type-only, re-export and import()', () => {
    expect(found.filter((v) => v.rule === 'feature a imports feature b').map((v) => v.to)).toEqual([
      'src/features/b/icons.tsx',
      'src/features/b/icons.tsx',
      'src/features/b/icons.tsx',
      'src/features/b/Popup.tsx',
    ]);
  });

  it('finds a shell module imported past the index, and passes the index, the doors and the list', () => {
    expect(found.filter((v) => !v.rule.startsWith('feature'))).toEqual([
      {
        from: 'src/features/a/page/APage.tsx',
        to: 'src/app/form/FormDialog.tsx',
        rule: 'a shell module past its index',
      },
    ]);
  });
});
