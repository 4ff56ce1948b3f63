// The examples that end each command's --help: what it is for, then the line to type. Each list
// runs as printed, in order, from a clone's folder (test/docs-samples.test.ts runs them all), so a
// list that needs files first makes them itself.

/** Examples by command name (`catan-arena` for the program's own help): [what it does, command line]. */
export const EXAMPLES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  'catan-arena': [
    ['a tournament from a config: bots, games, map and rules', 'catan-arena run configs/default.json'],
    ['every flag of a command, with its default', 'catan-arena help run'],
  ],
  run: [
    ['a config: bots, games, map and rules', 'catan-arena run configs/default.json'],
    ['flags alone: three bots, 300 games, a seed that plays the same games again', 'catan-arena run --bots greedy,value,random --games 300 --seed 7'],
    ['options of one bot of the line-up, by its label', `catan-arena run --bots value,value,greedy,greedy --bot-options '{"value#2": {"trade": "simple"}}' --games 200`],
    ['a program in any language as a bot', 'catan-arena run --bots "cmd:python3 bots/python/random_bot.py",greedy,greedy,greedy --games 100'],
    ['a generator with options', `catan-arena run --map balanced --map-options '{"terrainCluster": 1}' --games 200`],
    ['record the games; continue the run after Ctrl-C or a kill', 'catan-arena run configs/default.json --games 400 --record --out results/rec'],
    ['', 'catan-arena run --resume results/rec'],
  ],
  match: [
    ['value against greedy, stopped once the SPRT decides', 'catan-arena match value greedy --sprt 0,20,0.05,0.05 --games 4000'],
    ['one bot against itself with other options: the sides are value-A and value-B', `catan-arena match value value --bot-options '{"value-B": {"trade": "simple"}}' --games 400`],
    ['two players a game; continue the match after Ctrl-C or a kill', 'catan-arena match greedy weighted --players 2 --games 400 --out results/duel'],
    ['', 'catan-arena match --resume results/duel'],
  ],
  ladder: [
    ['four bots in every seating, rated, with a report', 'catan-arena ladder random weighted greedy value --games 600 --report'],
    ['three players a game, options for one bot', `catan-arena ladder greedy value mcts --players 3 --bot-options '{"mcts": {"iterations": 100}}' --games 300 --out results/trio`],
    ['continue the ladder after Ctrl-C or a kill', 'catan-arena ladder --resume results/trio'],
  ],
  map: [
    ['a balanced map, drawn with its static measures', 'catan-arena map --map balanced --seed 3'],
    ["the generator's options; save the map and a picture", `catan-arena map --map balanced --map-options '{"terrainCluster": 1}' --save my-map.json --svg my-map.svg`],
    ['draw a saved map (a run plays it with --map my-map.json)', 'catan-arena map --map my-map.json'],
    ['the map that block 12 of a run with --seed 7 plays', 'catan-arena map --seed 7:12'],
    ["a Seafarers scenario's variable set-up", 'catan-arena map --scenario four-islands --map random --seed 1'],
  ],
  balance: [
    ['two generators side by side', 'catan-arena balance --map official,balanced --games 400'],
    ["one generator with options, mixed bots", `catan-arena balance --map balanced --map-options '{"maxNodePips": 12}' --bots value,greedy,greedy,greedy --games 400`],
    ["a scenario's printed layout against its variable set-up", 'catan-arena balance --scenario heading-for-new-shores --games 200'],
  ],
  merge: [
    ['two shards of one run (on two machines, or one after the other)', 'catan-arena run configs/large.json --games 400 --shard 1/2 --out results/s1'],
    ['', 'catan-arena run configs/large.json --games 400 --shard 2/2 --out results/s2'],
    ['one summary, as one run gives, with its report', 'catan-arena merge results/s1 results/s2 --out results/large --report'],
  ],
  show: [
    ['a run that records its games', 'catan-arena run configs/default.json --games 8 --record --out results/rec'],
    ['the game of index 3 (games.csv) step by step in a browser: writes results/rec/game-3.html', 'catan-arena show results/rec/games.jsonl.gz --game 3'],
    ['the first game, to a page of your choosing', 'catan-arena show results/rec/games.jsonl.gz --out first-game.html'],
  ],
  replay: [
    ['a run that records its games', 'catan-arena run configs/default.json --games 8 --record --out results/rec'],
    ['re-run every record and check its moves, dice, cards and board', 'catan-arena replay results/rec/games.jsonl.gz'],
    ['... and draw the final position of the game of index 3', 'catan-arena replay results/rec/games.jsonl.gz --game 3 --draw --svg end.svg'],
    ['records as plain JSON Lines (games.jsonl), for tools that do not read gzip', 'catan-arena run configs/default.json --games 8 --record --record-format jsonl --out results/plain'],
    ['', 'catan-arena replay results/plain/games.jsonl'],
  ],
  report: [
    ['a run', 'catan-arena run configs/default.json --games 200 --out results/default'],
    ['its report.html, written into its folder', 'catan-arena report results/default'],
  ],
  rules: [
    ['the rule sets and the options that choose them', 'catan-arena rules'],
    ['six players with paired turns', 'catan-arena run --players 6 --turn-rule paired --games 60'],
  ],
  scenarios: [
    ['the Seafarers scenarios', 'catan-arena scenarios'],
    ['one of them, four players', 'catan-arena run configs/seafarers/four-islands-4.json --games 100'],
  ],
  bots: [
    ['the built-in bots and their options', 'catan-arena bots'],
    ['options on the command line, by label', `catan-arena run --bots mcts,value,greedy,greedy --bot-options '{"mcts": {"iterations": 100}}' --games 100`],
  ],
};
