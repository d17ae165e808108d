export { FollowButton } from './FollowButton';
export { NotificationLevelMenu } from './NotificationLevelMenu';
export { PersonCard, type CardPerson } from './PersonCard';
export { useFollow, type FollowControl } from './useFollow';
export * as followApi from './api';
