import { describe, expect, it } from 'vitest';
import { auditNameOf, isAuditNamedType } from './audit';

describe('the names an audit entry shows (issue 27)', () => {
  it('a user by display name, else username; a recipe or page by title; a comment by its opening words', () => {
    expect(auditNameOf('user', { displayName: ' Dana ', username: 'dana' })).toBe('Dana');
    expect(auditNameOf('user', { displayName: '', username: 'dana' })).toBe('dana');
    expect(auditNameOf('recipe', { title: 'Shakshuka' })).toBe('Shakshuka');
    expect(auditNameOf('content', { title: 'Terms of use' })).toBe('Terms of use');
    const long = auditNameOf('comment', { content: 'x'.repeat(200) });
    expect(long).toHaveLength(60);
    expect(long?.endsWith('…')).toBe(true);
  });

  it('a deleted target is named from the entry’s own record; nothing to name gives null (the id is shown)', () => {
    expect(auditNameOf('recipe', undefined, { title: 'Gone soup' })).toBe('Gone soup');
    expect(auditNameOf('user', undefined, { isActive: false })).toBeNull();
    expect(auditNameOf('user', { displayName: 42 })).toBeNull();
  });

  it('names only the kinds it can read', () => {
    expect(['user', 'recipe', 'comment', 'content'].every(isAuditNamedType)).toBe(true);
    expect(isAuditNamedType('settings')).toBe(false);
    expect(isAuditNamedType('constructor')).toBe(false);
  });
});
