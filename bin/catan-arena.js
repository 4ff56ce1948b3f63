#!/usr/bin/env node
import { cliModule } from './cli-module.js';

const { main } = await import(cliModule(new URL('../dist/', import.meta.url)).href);

await main(process.argv);
