#!/usr/bin/env node
// Alias of start.mjs for running a second stack beside `npm start`: node scripts/stack.mjs --offset 200 --no-web
import './start.mjs';
