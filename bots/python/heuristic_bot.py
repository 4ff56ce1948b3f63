#!/usr/bin/env python3
"""A small heuristic catan-arena bot over the command-bot protocol (docs/bot-protocol.md).

It reads only the readable legal actions: it prefers a city, then a settlement, then a
development card, then a road; trades a surplus at the bank for a resource it lacks; places its set-up settlements on the corners that touch the most
productive numbers; and otherwise plays at random (seeded from each game's "seed"), ending its
turn rather than trading cards away for nothing. Dependency-free Python 3.
"""
import json
import random
import sys

PROTOCOL = 1

# Kinds in the order this bot wants them; anything else is chosen at random.
PREFERRED = ["city", "settlement", "buy_dev", "road"]
# How many of the 36 dice rolls make each number.
DICE_WAYS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
# The hexes around corner c of hex (q, r), pointy-top axial coordinates (corner 0 is north,
# clockwise): the hex itself and the two neighbours that share the corner.
CORNER_NEIGHBOURS = {
    0: [(0, -1), (1, -1)],
    1: [(1, -1), (1, 0)],
    2: [(1, 0), (0, 1)],
    3: [(0, 1), (-1, 1)],
    4: [(-1, 1), (-1, 0)],
    5: [(-1, 0), (0, -1)],
}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


class Bot:
    def __init__(self, start):
        self.rng = random.Random(start["seed"])
        self.pips = {}
        for h in start["board"]["hexes"]:
            self.pips[tuple(h["hex"])] = DICE_WAYS.get(h.get("token", 0), 0)

    def node_pips(self, node):
        q, r, corner = node
        hexes = [(q, r)] + [(q + dq, r + dr) for dq, dr in CORNER_NEIGHBOURS[corner]]
        return sum(self.pips.get(h, 0) for h in hexes)

    def decide(self, view, legal):
        if view["phase"] == "setup_settlement":
            return max(legal, key=lambda a: self.node_pips(a["node"]) if "node" in a else -1)["id"]
        for kind in PREFERRED:
            choices = [a for a in legal if a["kind"] == kind]
            if kind == "settlement" and choices:
                return max(choices, key=lambda a: self.node_pips(a["node"]))["id"]
            if choices:
                return self.rng.choice(choices)["id"]
        if view["phase"] == "main":
            # Trade away a surplus for a resource the hand lacks: it is what unblocks the next build.
            hand = view["you"]["hand"]
            trades = [a for a in legal if a["kind"] == "maritime_trade" and all(hand.get(r, 0) == 0 for r in a.get("get", {}))]
            if trades:
                return self.rng.choice(trades)["id"]
            ends = [a for a in legal if a["kind"] == "end_turn"]
            if ends:
                return ends[0]["id"]
        return self.rng.choice(legal)["id"]


def main():
    bot = None
    for line in iter(sys.stdin.readline, ""):
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            send({"type": "hello", "protocol": PROTOCOL, "name": "python-heuristic"})
        elif kind == "start":
            bot = Bot(message)
        elif kind == "decide":
            send({"action": bot.decide(message["view"], message["legal"])})
        elif kind == "end":
            bot = None


if __name__ == "__main__":
    main()
