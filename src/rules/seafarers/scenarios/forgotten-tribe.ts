// The Forgotten Tribe's public names at the path bots and tests import; its rules are in forgotten-tribe/.

export * from './forgotten-tribe/index.js';
