/** Imported once by the functions' index: counting for the monitoring screen starts with the runtime. */
import { getServiceClient } from './mirror/client';
import { startMonitoringInFunctions } from './monitoring';

startMonitoringInFunctions(getServiceClient);
