import { describe, expect, it } from 'vitest';
import { buildTree, descendantsOf, matchingWithAncestors, pathOf, visibleRows } from './organizationTree.ts';

const item = (id: string, parent: string | null = null) => ({ id, name: id, parent_id: parent });

describe('organizationTree', () => {
  const items = [item('A'), item('B', 'A'), item('C', 'B'), item('D', 'hidden'), item('E', 'A')];
  const tree = buildTree(items);
  const shown = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => `${'  '.repeat(row.depth)}${row.item.id}`);

  it('puts each child under its parent, depth first, and a child of a hidden parent at the top', () => {
    expect(shown(visibleRows(tree, new Set()))).toEqual(['A', '  B', '    C', '  E', 'D']);
    expect(visibleRows(tree, new Set()).find((row) => row.item.id === 'D')?.parentHidden).toBe(true);
  });

  it('hides a collapsed branch', () => {
    expect(shown(visibleRows(tree, new Set(['B'])))).toEqual(['A', '  B', '  E', 'D']);
    expect(shown(visibleRows(tree, new Set(['A'])))).toEqual(['A', 'D']);
  });

  it('finds every descendant, so a move under one can be refused before it is sent', () => {
    expect([...descendantsOf(tree, 'A')].sort()).toEqual(['B', 'C', 'E']);
    expect([...descendantsOf(tree, 'C')]).toEqual([]);
  });

  it('keeps a search\'s matches with their ancestors, all opened', () => {
    const only = matchingWithAncestors(tree, items, 'c');
    expect(shown(visibleRows(tree, new Set(['A', 'B']), only))).toEqual(['A', '  B', '    C']);
    expect(matchingWithAncestors(tree, items, '  ')).toBeUndefined();
  });

  it('names an organization\'s place from the top of the tree', () => {
    expect(pathOf(tree, items[2])).toEqual(['A', 'B', 'C']);
    expect(pathOf(tree, items[3])).toEqual(['D']);
  });

  it('still shows organizations caught in a cycle, which the database refuses anyway', () => {
    const cycle = buildTree([item('X', 'Y'), item('Y', 'X')]);
    expect(visibleRows(cycle, new Set()).map((row) => row.item.id).sort()).toEqual(['X', 'Y']);
  });
});
