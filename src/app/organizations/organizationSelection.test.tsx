import { beforeEach, describe, expect, it } from 'vitest';
import { ensureSelection, selectedOrganization, selectOrganization } from './organizationSelection.ts';

describe('organization selection', () => {
  beforeEach(() => { selectedOrganization.set(null); });

  it('selects the first organization after loading when none is selected', () => {
    ensureSelection(['a', 'b']);
    expect(selectedOrganization.get()).toBe('a');
  });

  it('keeps a selection that is still available', () => {
    selectedOrganization.set('b');
    ensureSelection(['a', 'b']);
    expect(selectedOrganization.get()).toBe('b');
  });

  it('replaces a selection the user can no longer see with the first', () => {
    selectedOrganization.set('gone');
    ensureSelection(['a', 'b']);
    expect(selectedOrganization.get()).toBe('a');
  });

  it('selecting an unknown id changes nothing', () => {
    selectOrganization('a', ['a', 'b']);
    selectOrganization('zzz', ['a', 'b']);
    expect(selectedOrganization.get()).toBe('a');
  });

  it('an empty id clears the selection', () => {
    selectOrganization('a', ['a']);
    selectOrganization('', ['a']);
    expect(selectedOrganization.get()).toBeNull();
  });

  it('survives a reload: the choice is in localStorage', () => {
    selectOrganization('b', ['a', 'b']);
    expect(window.localStorage.getItem('selectedOrganization')).toBe('b');
  });
});
