export { MyTime } from './MyTime';
export { Payroll } from './Payroll';
export { StaffWeeks } from './StaffWeeks';
export { StaffTimeMenu } from './StaffTimeMenu';
export { TimeClock } from './TimeClock';
