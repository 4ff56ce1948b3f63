// Cloth for Catan's public names at the path bots and tests import; its rules are in cloth-for-catan/.

export * from './cloth-for-catan/index.js';
