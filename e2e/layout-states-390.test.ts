// Every route in every state at 390 px (scripts/testing/browser/layoutStates.ts).
import { describeLayoutStates } from '../scripts/testing/browser/layoutStates.ts';

describeLayoutStates(390);
