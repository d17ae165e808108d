/**
 * Households (issue 33 §2, decision 0064): `households/{ownerUid}`, keyed by its owner, who is always a member. A
 * user's plan and shopping list live under the household they are in; a user in nobody else's household is in
 * their own household of one. The plan entries and the list's lines are subcollections of the household.
 */
export const HOUSEHOLDS_COLLECTION = 'households';
export const PLAN_ENTRIES_SUBCOLLECTION = 'planEntries';
export const SHOPPING_LINES_SUBCOLLECTION = 'shoppingLines';

/** At most 6 members, the owner included; pending invitations count, so an accepted one always fits. */
export const HOUSEHOLD_MAX_MEMBERS = 6;

export interface HouseholdDoc {
  ownerId: string;
  /** The owner first, then the members in the order they joined. */
  memberIds: string[];
  /** Users invited by the owner who have not answered yet. */
  invitedIds: string[];
  createdAt: string;
  updatedAt: string;
}

export interface HouseholdMember {
  uid: string;
  username: string;
  displayName: string;
}

/** The caller's household as the calls answer it. */
export interface HouseholdView {
  id: string;
  ownerId: string;
  isOwner: boolean;
  members: HouseholdMember[];
  invited: HouseholdMember[];
}

/** An invitation the caller may accept or decline: whose household. */
export interface HouseholdInvitation {
  householdId: string;
  owner: HouseholdMember;
}
