import * as vitest from 'vitest';
import { describeFuzzGroup } from './api-fuzzer.ts';

await describeFuzzGroup('configuration', vitest);
