/** The households' texts (issue 33 §2). The busy and connection texts come from mirrorFailureMessage. */
export const HOUSEHOLD_MESSAGES = {
  userNotFound: 'No cook has that username',
  inviteSelf: 'You are already in your household',
  alreadyMember: 'This cook is already in your household',
  alreadyInvited: 'This cook is already invited',
  full: 'A household has at most 6 members, invitations included',
  notOwner: 'Only the household owner can do this',
  notInvited: 'There is no invitation to this household for you',
  inAnotherHousehold: 'Leave your current household before joining another',
  ownHouseholdShared: 'Dissolve your own household before joining another',
  ownerCannotLeave: 'The owner cannot leave: dissolve the household instead',
  notInHousehold: 'You are not in a household of someone else',
  memberNotFound: 'This cook is neither a member nor invited',
  removeSelf: 'The owner cannot remove themselves: dissolve the household instead',
  notMember: 'You are not a member of this household',
} as const;

/** The {action} of "Unable to {action}: …". */
export const HOUSEHOLD_ACTIONS = {
  invite: 'invite to the household',
  accept: 'join the household',
  decline: 'decline the invitation',
  leave: 'leave the household',
  remove: 'remove from the household',
  dissolve: 'dissolve the household',
  open: 'open the household',
} as const;
