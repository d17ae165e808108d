export { AddToPlanButton } from './AddToPlanButton';
