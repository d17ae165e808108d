export { FollowButton } from './FollowButton';
export { NotificationLevelMenu } from './NotificationLevelMenu';
export { useFollow, type FollowControl } from './useFollow';
export * as followApi from './api';
