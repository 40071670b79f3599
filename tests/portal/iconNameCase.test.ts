/**
 * The build answers Blueprint's icon modules' `change-case` imports with src/ui/iconNameCase.ts: it must give exactly
 * what change-case gives, for every icon name Blueprint has and for the forms it sends on to change-case.
 */
import { BlueprintIcons_16 } from '@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16.js';
import { BlueprintIcons_20 } from '@blueprintjs/icons/lib/esm/generated/20px/blueprint-icons-20.js';
import * as changeCase from 'change-case/dist.es2015/index.js';
import { describe, expect, it } from 'vitest';
import { pascalCase, snakeCase } from '../../src/ui/iconNameCase.ts';

const iconNames = [...new Set([...Object.values(BlueprintIcons_16), ...Object.values(BlueprintIcons_20)])];

describe('iconNameCase', () => {
  it('converts every Blueprint icon name as change-case does', () => {
    expect(iconNames.length).toBeGreaterThan(700);
    const ours = iconNames.map((name) => [pascalCase(name), snakeCase(name)]);
    const theirs = iconNames.map((name) => [changeCase.pascalCase(name), changeCase.snakeCase(name)]);
    expect(ours).toEqual(theirs);
  });

  it('gives a word after the first that starts with a digit an underscore, as change-case does', () => {
    expect(pascalCase('media-2-x')).toBe('Media_2X');
    expect(pascalCase('media-2-x')).toBe(changeCase.pascalCase('media-2-x'));
    expect(pascalCase('3d-view')).toBe(changeCase.pascalCase('3d-view'));
  });

  it('hands any other form, and any options, to change-case', () => {
    for (const input of ['ArrowRight', 'arrow_right', '  arrow  right ', 'XMLHttp-request', '', '-', 'a--b', 'Ação-x']) {
      expect(pascalCase(input)).toBe(changeCase.pascalCase(input));
      expect(snakeCase(input)).toBe(changeCase.snakeCase(input));
    }
    expect(snakeCase('a-b', { delimiter: '+' })).toBe('a+b');
  });
});
