import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_RECIPE_FILES } from '../../../src/app/theme/first-page-recipes';
import { laterRecipes } from '../../../src/app/theme/later-recipes';
import { system } from '../../../src/app/theme/system';
import { firstPageModules } from './first-page-modules';

const root = join(import.meta.dirname, '../../..');
/** Chakra's ES build: `index.js` names the file of every export, each component folder its recipe keys. */
const chakra = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm');

const allFiles = () =>
  readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(root, 'src', f));

/** Every value these files import from '@chakra-ui/react' (type-only names left out). */
function importedNames(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^import (type )?\{([^}]*)\} from '@chakra-ui\/react';/gm)) {
      if (m[1]) continue;
      for (const part of (m[2] ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return names;
}

/** Export name → the component folder it comes from, read from Chakra's index files. */
function componentFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const [index, base] of [
    ['index.js', chakra],
    ['components/index.js', join(chakra, 'components')],
  ] as const) {
    const text = readFileSync(join(chakra, index), 'utf8');
    const add = (name: string, path: string) => {
      const match = /[\\/]components[\\/]([^\\/]+)[\\/]/.exec(resolve(base, path));
      if (match?.[1]) folders.set(name, join(chakra, 'components', match[1]));
    };
    const namespaces = new Map<string, string>();
    for (const m of text.matchAll(/import \* as (\S+) from '([^']+)'/g)) namespaces.set(m[1]!, m[2]!);
    for (const m of text.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
      for (const part of m[1]!.split(','))
        add(
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1)!,
          m[2]!,
        );
    }
    for (const m of text.matchAll(/export \{ (\S+) as (\S+) \};/g)) {
      const path = namespaces.get(m[1]!);
      if (path) add(m[2]!, path);
    }
  }
  return folders;
}

/** The recipe keys a component folder asks the system for, with those of the components it renders. */
function recipeKeys(folder: string, seen = new Set<string>()): string[] {
  if (seen.has(folder) || !existsSync(folder)) return [];
  seen.add(folder);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const code = readFileSync(join(folder, file), 'utf8');
      return [
        ...[...code.matchAll(/key: "([A-Za-z]+)"/g)].map((m) => m[1]!),
        ...[...code.matchAll(/from '\.\.\/([a-z-]+)\//g)].flatMap((m) =>
          recipeKeys(join(folder, '..', m[1]!), seen),
        ),
      ];
    });
}

describe('Chakra theme', () => {
  const firstPage = (key: string) => system.isRecipe(key) || system.isSlotRecipe(key);
  const whole = (key: string) =>
    firstPage(key) || key in laterRecipes.recipes || key in laterRecipes.slotRecipes;
  /** `Name: key` for each recipe a component of these files asks for and `has` lacks. */
  const missingRecipes = (files: string[], has: (key: string) => boolean) => {
    const folders = componentFolders();
    const known = (key: string) =>
      key in (defaultConfig.theme?.recipes ?? {}) || key in (defaultConfig.theme?.slotRecipes ?? {});
    const missing: string[] = [];
    for (const name of importedNames(files)) {
      const folder = folders.get(name);
      if (!folder) continue;
      for (const key of new Set(recipeKeys(folder))) {
        if (known(key) && !has(key)) missing.push(`${name}: ${key}`);
      }
    }
    return missing;
  };

  it('registers the recipe of every Chakra component the app imports', () => {
    // Add each missing recipe (e.g. `tableSlotRecipe` from '@chakra-ui/react/theme') in src/app/theme/later-recipes.ts.
    expect(missingRecipes(allFiles(), whole)).toEqual([]);
  });

  it("has the first page's components drawn by the first page's system, before the later recipes load", () => {
    // A component the first page imports needs its recipe in src/app/theme/system.ts itself.
    expect(missingRecipes([...firstPageModules().keys()], firstPage)).toEqual([]);
  });

  it("keeps the build's first-page recipe list (vite.config.ts) the same as the first page's system", () => {
    const keys = FIRST_PAGE_RECIPE_FILES.map((file) =>
      file.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    );
    expect(keys.filter(firstPage)).toEqual(keys);
    const later = [...Object.keys(laterRecipes.recipes), ...Object.keys(laterRecipes.slotRecipes)];
    expect(later.filter((key) => keys.includes(key))).toEqual([]);
  });

  it('finds the components it checks (a Chakra update that moves its files must not silence the test)', () => {
    const folders = componentFolders();
    expect(recipeKeys(folders.get('Dialog') ?? '')).toContain('dialog');
    expect(recipeKeys(folders.get('IconButton') ?? '')).toContain('button');
    expect(recipeKeys(folders.get('Checkbox') ?? '')).toContain('checkmark');
  });
});

// Last in this file: it changes the one system the tests above read.
describe('the later recipes', () => {
  it('join the system in place, under our overrides of them', async () => {
    const { addLaterRecipes } = await import('../../../src/app/theme/system');
    expect(system.isSlotRecipe('dialog')).toBe(false);
    addLaterRecipes(laterRecipes);
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.getSlotRecipe('dialog')).toEqual(laterRecipes.slotRecipes.dialog);
    // src/app/theme/system.ts makes outlined, comfortable fields the default.
    expect(system.getRecipe('input')).toMatchObject({
      base: laterRecipes.recipes.input?.base,
      defaultVariants: { variant: 'outline', size: 'md' },
    });
    expect(system.getRecipe('button')).toMatchObject({ defaultVariants: { variant: 'solid' } });
  });
});
